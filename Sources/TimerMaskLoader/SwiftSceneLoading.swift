import Foundation
import TimerMaskCore
import TimerMaskFonts
import TimerMaskSwift

extension SceneBundle {
    /// A widget's own SwiftUI source as the scene (`TimerMaskSwift`): `files` (Swift files or
    /// folders of them) parsed, the chosen view evaluated at `options.reference`, its fonts found
    /// by name in `fontDirectories` (default: the first file's folder and below) and built in,
    /// its `frames` values and `frame:K` images from `frames`. Other image names are read
    /// relative to the first file's folder.
    ///
    /// Throws `SwiftImportError` (one sentence with `file:line:column`) for source TimerMask
    /// cannot simulate, and what `load(scene:)` throws for its images.
    public static func load(swift files: [URL], options: SwiftWidgetOptions = SwiftWidgetOptions(),
                            frames: FrameSource = .builtInDemo, fontDirectories: [URL]? = nil) throws -> SceneBundle {
        let (source, folder, options) = try prepare(swift: files, options: options, frames: frames, fontDirectories: fontDirectories)
        let layout = RendererSceneLayout(directory: folder, frames: frames, source: source.fileNames.joined(separator: ", "))
        let (scene, warnings) = try source.build(options, layout: layout)
        var bundle = try load(scene: scene, relativeTo: folder, frames: frames, source: source.fileNames.joined(separator: ", "))
        bundle.warnings = warnings.map(\.description)
        return bundle
    }

    /// `swift-check`: every construct, `--let` value and font the chosen view needs and TimerMask
    /// cannot supply (`SwiftWidgetSource.check`), and the loaded bundle when there are none.
    /// Throws only what stops the files being read (a syntax error, a missing file) and what
    /// loading the simulated scene's images throws.
    /// The installed faces standing in for San Francisco's styles, found once per process.
    static let systemFaces: [String: String] = {
        var faces: [String: String] = [:]
        for face in SystemFontStyle.allFaces {
            if let path = SystemFonts.match(family: face.family, weight: face.weight, italic: face.italic) { faces[face.key] = path }
        }
        return faces
    }()

    public static func check(swift files: [URL], options: SwiftWidgetOptions = SwiftWidgetOptions(),
                             frames: FrameSource = .builtInDemo, fontDirectories: [URL]? = nil) throws -> (report: SwiftCheckReport, bundle: SceneBundle?) {
        let (source, folder, options) = try prepare(swift: files, options: options, frames: frames, fontDirectories: fontDirectories)
        let layout = RendererSceneLayout(directory: folder, frames: frames, source: source.fileNames.joined(separator: ", "))
        let report = try source.check(options, layout: layout)
        guard report.simulates, let scene = report.scene else { return (report, nil) }
        return (report, try load(scene: scene, relativeTo: folder, frames: frames, source: source.fileNames.joined(separator: ", ")))
    }

    /// The parsed files, the folder relative paths start from, and the options with the frame
    /// count and the fonts found.
    static func prepare(swift files: [URL], options: SwiftWidgetOptions, frames: FrameSource,
                        fontDirectories: [URL]?) throws -> (SwiftWidgetSource, URL, SwiftWidgetOptions) {
        guard let first = files.first else { throw SwiftImportError(.unreadable, "no Swift file was given") }
        let source = try SwiftWidgetSource.load(files)
        var isDirectory: ObjCBool = false
        let folder = FileManager.default.fileExists(atPath: first.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? first : first.deletingLastPathComponent()
        var options = options
        if options.assets == nil {
            // A project folder is searched below; files given one by one read the catalogues beside them.
            do {
                options.assets = isDirectory.boolValue && files.count == 1
                    ? try AssetCatalogs.find(under: first.path)
                    : try AssetCatalogs.inside(Array(Set(files.map { $0.deletingLastPathComponent().path })).sorted())
            } catch let error as AssetCatalogError {
                throw SceneLoadError(.unreadableImage, "\(error)")
            }
        }
        if options.resources == nil {
            // As for catalogues: a project folder is searched below, files given one by one only beside them.
            do {
                options.resources = isDirectory.boolValue && files.count == 1
                    ? try BundleResources.find(under: folder.path)
                    : try BundleResources.beside(folders: Array(Set(files.map { $0.deletingLastPathComponent().path })).sorted())
            } catch let error as AssetCatalogError {
                throw SceneLoadError(.unreadableImage, "\(error)")
            }
        }
        if options.lets.values.contains(.frames) {
            options.frameCount = try frames.sources(defaultCount: WidgetnimationPreset().frameCount).count
        }
        let systemFont = options.fonts.systemFont ?? SystemFonts.match(family: SystemFonts.labelFamily)?.path
        if options.fonts.byName.isEmpty {
            options.fonts = SwiftFontResolver.scanning(fontDirectories ?? [folder], systemFont: systemFont)
        }
        if options.fonts.symbolFont == nil { options.fonts.symbolFont = SystemFonts.match(family: SystemFonts.symbolFamily)?.path }
        if options.fonts.systemFaces.isEmpty { options.fonts.systemFaces = Self.systemFaces }
        return (source, folder, options)
    }
}
