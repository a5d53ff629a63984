import SwiftUI

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            AlbumPicker()
        }
    }
}

struct AlbumPicker: View {
    @State private var album = Album.sample

    var body: some View {
        VStack(alignment: .leading) {
            Text(album.title).font(.title.bold())
            Text("\(album.frameNames.count) frames, one turn every \(Int(album.turn)) s")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
