import Foundation

struct Photo: Codable, Hashable {
    enum Source: String, Codable {
        case library, shared, featured
    }

    var assetName: String
    var title: String
    var takenAt: Date?
    var source: Source
}

extension Photo {
    static let featured = Photo(assetName: "beach", title: "Low tide", takenAt: nil, source: .featured)
}
