import ArgumentParser
import Foundation
import Synchronization
import TimerMask
import TimerMaskServe

/// `timermask serve`: the widget playing in a browser page, light and dark side by side, with a
/// time bar and the `--explain` table of the instant shown, reloaded when an input file changes.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live preview page of the widget on 127.0.0.1.",
        discussion: """
        Takes the inputs render takes (--swift FOLDER, --scene, --preset and their flags) and \
        prints the page's address; open it in a browser. The page plays the widget in real time, \
        at ¼× or 1/16×, or shows any instant dragged to (#t=SECONDS in the address opens one), \
        light and dark side by side, with what --explain says of the instant. When a Swift, \
        scene, font or image file under the inputs changes, the page shows the new widget (or \
        the error, with file:line:column) within a second. Only 127.0.0.1 is listened on, and \
        only the page, its renders and its reload socket are served. Stop with Ctrl-C.

        Examples:
          timermask serve --swift MyApp/MyWidget --family systemMedium
          timermask serve --scene widget.json --port 8080
        """
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(help: ArgumentHelp("The port on 127.0.0.1 (1024…65535). Default: a free one, printed.", valueName: "n"))
    var port: Int?

    func validate() throws {
        if let port, !(1024...65535).contains(port) { throw ValidationError("--port: \(port) is outside 1024…65535") }
    }

    /// How the page's widget is loaded in each family and scheme. A scene file or preset is the
    /// same in light and dark (its colours resolve when drawn), so dark shares the light load's
    /// scene and pictures: each frame is decoded or drawn and resampled once, not once a scheme.
    /// A Swift widget is loaded again, as its code and asset catalogue may differ in dark.
    static func loader(_ options: SceneOptions, families: [String?]) -> PreviewSource.Loader {
        let lightLoads = Mutex<[String?: SceneBundle]>([:])
        return { variant in
            var flags = options
            flags.colorScheme = Parsed(argument: variant.scheme.rawValue)
            if let family = variant.family { flags.swift.familyText = Parsed(argument: family) }
            let shared = options.swift.isUsed || variant.scheme == .light ? nil : lightLoads.withLock { $0.removeValue(forKey: variant.family) }
            // Warnings once per load: with the first family's light picture.
            let first = variant.scheme == .light && variant.family == families[0]
            let bundle = try shared ?? FontWarnings.$muted.withValue(!first) { try flags.sceneBundle() }
            if !options.swift.isUsed, variant.scheme == .light { lightLoads.withLock { $0[variant.family] = bundle } }
            return PreviewSource.Widget(bundle, environment: try flags.environment(), rounding: try flags.roundingRule())
        }
    }

    func run() throws {
        ServeAllocator.keepFreedBuffers()
        let options = sceneOptions
        let families = try options.previewFamilies()
        let source = PreviewSource(watching: try options.watchedInputs(), families: families, load: Self.loader(options, families: families))
        // The first load's error is this command's: a preview of nothing is not started.
        if case .failure(let failure) = source.renderer(.light) { throw CLIError(failure.message) }
        let server = PreviewServer(source: source, port: port ?? 0)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var failure: (any Error)?
        Task {
            do {
                try await server.run { url in
                    FileHandle.standardOutput.write(Data("TimerMask preview: \(url.absoluteString)  (Ctrl-C stops it)\n".utf8))
                }
            } catch { failure = error }
            done.signal()
        }
        done.wait()
        if let failure {
            if "\(failure)".contains("Address already in use") {
                throw CLIError("--port: \(port ?? 0) is already in use on 127.0.0.1; give another, or leave --port out for a free one")
            }
            throw CLIError("serve: \(failure)")
        }
    }
}

extension SceneOptions {
    /// The families a preview shows: with --swift and no --family or --widget-size, every family
    /// the widget's supportedFamilies names (the three Home Screen sizes when it names none);
    /// otherwise the one the flags give (nil: a scene file's or preset's own size).
    func previewFamilies() throws -> [String?] {
        guard swift.isUsed, swift.familyText == nil, swift.widgetSize == nil else {
            return [swift.isUsed ? try swift.familyValue().rawValue : nil]
        }
        let source = try SwiftWidgetSource.load(swift.files.map { URL(fileURLWithPath: $0) })
        let listing = source.listing(try swift.widgetOptions(reference: referenceDate(), displayScale: 1))
        // A view without a widget has no families of its own: the one size the flags give.
        guard let widget = listing.widgets.first(where: \.isDefault) else { return [try swift.familyValue().rawValue] }
        let offered = widget.families ?? [WidgetSizes.Family.systemSmall, .systemMedium, .systemLarge].map(\.rawValue)
        let known = offered.filter { WidgetSizes.Family(rawValue: $0) != nil }
        return known.isEmpty ? [WidgetSizes.Family.systemSmall.rawValue] : known
    }

    /// The files and folders whose change reloads a preview: the Swift folder or files, the
    /// scene file and its folder's images, the frames' folder, the photo, the font folders.
    func watchedInputs() throws -> [URL] {
        var paths: [String] = swift.files + swift.fontDirectories
        if let scene { paths += [scene, (scene as NSString).deletingLastPathComponent] }
        if let frames { paths.append((frames as NSString).deletingLastPathComponent) }
        if let photo = photoOptions.photo { paths.append(photo) }
        return paths.filter { !$0.isEmpty }.map { URL(fileURLWithPath: $0) }
    }
}
