import TimerMaskCore

/// The renderer's layout as the importer asks it: the size a view of a scene is given, so that
/// a `GeometryReader`'s content and a custom shape's path are built for it. The importer has
/// no layout rules of its own; the loader, which sees the renderer, answers.
public protocol SwiftSceneLayout {
    /// The size, in points, layout gives each of `places` in `scene`, in order; nil for a place
    /// layout never reaches.
    func sizes(of places: [ScenePlace], in scene: WidgetScene) throws -> [(width: Double, height: Double)?]
}

/// A view of a scene, with how many of its modifiers count.
public struct ScenePlace: Hashable, Sendable {
    /// Its scene path, as scene-file errors name it: `root.children[1].modifiers[0].mask`.
    public let path: String
    /// 0 for its content's frame; `k + 1` for the frame its modifier `k` applies in (a clip shape's).
    public let level: Int

    public init(path: String, level: Int) { (self.path, self.level) = (path, level) }
}

/// An error of the layout the importer asked, passed on as it is: it is about the scene, not
/// about the source, so `swift-check` does not list it as a problem of the source.
struct SceneLayoutFailure: Error {
    let error: any Error
}
