import Foundation
import Testing
import TimerMaskCore
import TimerMaskFonts
import TimerMaskLoader
import TimerMaskRaster
import TimerMaskRender

/// The renderer draws from resources resolved before it (issue 22, point 4): pictures by name
/// and faces by reference draw what the loader's libraries draw, and a font the loader could not
/// open is still named, word for word, at the first text that uses it.
struct ResolvedResourcesTests {
    static let reference = Instant(sinceEpoch: Rational(1_000_000))
    static let photo = RGBAImage(width: 8, height: 8, filledWith: RGBA(r: 200, g: 30, b: 30))

    /// A 120 × 20 pt white view, a 20 pt picture at its left, and a timer at its right ("0:00", 60 pt wide).
    static func scene(font: String = FontReference.builtInBlinkMask) -> WidgetScene {
        let timer = TextContent(runs: [.timer(TimerSpec(date: .relative(.zero)))], font: font, size: 20, alignment: .trailing)
        let picture = SceneNode(.image(name: "photo", contentMode: .fill), frame: FrameSize(width: 20, height: 20))
        let root = SceneNode(.zStack(alignment: .topLeading, children: [SceneNode(.color(.white)), picture, SceneNode(.text(timer))]))
        return WidgetScene(width: 120, height: 20, displayScale: 1, reference: reference, root: root)
    }

    @Test func resolvedPicturesAndFacesDrawWhatTheLibrariesDraw() throws {
        let fromLibraries = try SceneRenderer(scene: Self.scene(), images: ImageLibrary(images: ["photo": Self.photo]))
            .render(at: Self.reference).image
        let fonts = SceneFonts(faces: [FontReference.builtInBlinkMask: .success(try FontFace.blinkMask)])
        let resolved = try SceneRenderer(scene: Self.scene(), images: SceneImages(sources: ["photo": ImageSource(Self.photo)]),
                                         fonts: fonts).render(at: Self.reference).image
        #expect(resolved == fromLibraries)
        let colours = Set((0..<120).map { resolved.pixel(x: $0, y: 10) })
        #expect(colours.contains(RGBA(r: 200, g: 30, b: 30)), "the picture is drawn")
        #expect(colours.contains(.black), "so is the timer")
    }

    @Test func aFontTheLoaderCouldNotOpenIsNamedAtItsFirstText() throws {
        let scene = Self.scene(font: "no-such-font.ttf")
        let library = FontLibrary(baseDirectory: URL(fileURLWithPath: "/no-such-folder"))
        let expected = "root.children[2]: font file /no-such-folder/no-such-font.ttf does not exist."
        #expect { try SceneRenderer(scene: scene, images: ImageLibrary(images: ["photo": Self.photo]), fonts: library) } throws: { error in
            (error as? RenderError)?.kind == .font && "\(error)" == expected
        }
        let fonts = library.resolve(scene)
        #expect { try SceneRenderer(scene: scene, images: SceneImages(sources: ["photo": ImageSource(Self.photo)]), fonts: fonts) } throws: { error in
            (error as? RenderError)?.kind == .font && "\(error)" == expected
        }
    }
}
