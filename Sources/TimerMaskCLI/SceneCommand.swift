import ArgumentParser
import Foundation
import TimerMask

/// `timermask scene`: writes a preset, or the scene your widget's Swift source builds, as a scene
/// file: a starting point for describing your own widget, or a record of what TimerMask read.
struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scene",
        abstract: "Write a preset (from the scene flags), or your widget's Swift source as TimerMask reads it, as a JSON scene file.",
        discussion: """
        The file lists the view tree (stacks, colours, images, shapes, text with timer runs) \
        and each view's modifiers in order, as SwiftUI applies them; render it with --scene. Images named \
        frame:K come from --frames, --photo (composited into the overlays) or the built-in demo; other names are paths relative to the file.

        Example:
          timermask scene --count 16 --fps 8 -o widget.json && timermask render --scene widget.json --at 1.2 -o w.png
        """
    )

    @OptionGroup var sceneOptions: SceneOptions

    @Option(name: .shortAndLong, help: ArgumentHelp("The scene file to write (.json); standard output when omitted.", valueName: "widget.json"))
    var output: String?

    func validate() throws {
        guard sceneOptions.scene == nil else { throw ValidationError("--scene: scene writes the preset; it does not read a scene file") }
        if let output { _ = try OutputFile(output, extensions: ["json"]) }
    }

    func run() throws {
        let scene: WidgetScene
        if sceneOptions.swift.isUsed {
            // The view the source builds, laid out and resolved as render draws it.
            scene = try sceneOptions.sceneBundle().scene
        } else {
            let preset = try sceneOptions.presetScene(frameCount: sceneOptions.count ?? 30)
            scene = try sceneOptions.canvasText.map { try preset.onCanvas($0.value("--canvas")) } ?? preset
        }
        let data = try SceneFile.encode(scene)
        if let output {
            try OutputFile(output, extensions: ["json"]).write([UInt8](data) + [0x0A])
        } else {
            print(String(decoding: data, as: UTF8.self))
        }
    }
}
