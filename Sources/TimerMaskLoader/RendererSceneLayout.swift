import Foundation
import TimerMaskCore
import TimerMaskRender
import TimerMaskSwift

/// The renderer's layout, answering the Swift importer (`SwiftSceneLayout`), so a
/// GeometryReader's size, a custom shape's rectangle and the picture come from one set of
/// rules. The scene is loaded as `load(scene:)` loads it (its images give their sizes, its
/// texts their fonts' metrics) and laid out as it shows at its reference date.
struct RendererSceneLayout: SwiftSceneLayout {
    let directory: URL?
    let frames: FrameSource
    /// What names the scene in errors.
    let source: String?

    func sizes(of places: [ScenePlace], in scene: WidgetScene) throws -> [(width: Double, height: Double)?] {
        let bundle = try SceneBundle.load(scene: scene, relativeTo: directory, frames: frames, source: source)
        return try bundle.renderer().laidOutSizes(of: places.map { ($0.path, $0.level) }, at: scene.reference)
    }
}

extension SwiftWidgetSource {
    /// The scene the chosen view draws (`scene(_:layout:)`), laid out by the renderer with
    /// `frame:K` images from `frames` and other images read relative to `directory` (the working
    /// directory when nil).
    public func scene(_ options: SwiftWidgetOptions, frames: FrameSource = .builtInDemo, relativeTo directory: URL? = nil) throws -> WidgetScene {
        try scene(options, layout: RendererSceneLayout(directory: directory, frames: frames, source: fileNames.joined(separator: ", ")))
    }

    /// `swift-check`'s findings (`check(_:layout:limit:)`), laid out as `scene(_:frames:relativeTo:)`
    /// lays out; an error of that layout (an image that cannot be read) stops the check.
    public func check(_ options: SwiftWidgetOptions, limit: Int = 100, frames: FrameSource = .builtInDemo,
                      relativeTo directory: URL? = nil) -> SwiftCheckReport {
        let layout = RendererSceneLayout(directory: directory, frames: frames, source: fileNames.joined(separator: ", "))
        do { return try check(options, layout: layout, limit: limit) } catch {
            return SwiftCheckReport(problems: [], stopped: SwiftImportError(.runtime, "\(error)"), scene: nil)
        }
    }
}
