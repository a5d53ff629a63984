import Foundation
import SwiftSyntax
import TimerMaskCore

/// `Image("name")`, `UIImage(named:)` and `Color("name")` read from the widget's asset
/// catalogues (`SwiftWidgetOptions.assets`), as the app's bundle would serve them: the image
/// set's file for the display scale and appearance, the colour set's colour for the appearance.
extension Evaluator {
    /// The image name the scene draws: the catalogue file's path for an image set of that name,
    /// else the name as given (a frame, or a file beside the sources, which the loader reads).
    func assetImage(_ name: String, _ node: some SyntaxProtocol) throws -> String {
        guard !FrameName.isFrame(name), let assets = options.assets else { return name }
        let scale = max(1, min(3, Int(options.displayScale.rounded())))
        do {
            guard let image = try assets.image(named: name, scale: scale, scheme: options.colorScheme) else { return name }
            return URL(fileURLWithPath: image.path).standardizedFileURL.path   // absolute: the loader reads it as it is
        } catch let error as AssetCatalogError {
            throw problem(.unreadable, node, error.description)
        }
    }

    /// The colour of the colour set `name` in the appearance drawn.
    func assetColor(_ name: String, _ node: some SyntaxProtocol) throws -> SceneColor {
        let assets = try options.assets ?? AssetCatalogs(catalogues: [])   // none given: the message says there is none
        do {
            if let color = try assets.color(named: name, scheme: options.colorScheme) { return color }
        } catch let error as AssetCatalogError {
            throw problem(.unreadable, node, error.description)
        }
        throw problem(.unreadable, node, "Color(\"\(name)\"): \(assets.missing(.color, named: name))")
    }
}
