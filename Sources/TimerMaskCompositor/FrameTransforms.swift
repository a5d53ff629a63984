import Foundation
import TimerMaskCore

/// Where the photo goes in each frame (domain.md section 7): data shipped beside the overlays.
///
/// For frame k the photo, resized to `photoWidth` × `photoHeight`, is turned by
/// `frames[k].rotation` degrees (positive = clockwise on screen) and its centre placed at
/// `(canvasSize/2 + x, canvasSize/2 + y + yOffset)` of a `canvasSize` × `canvasSize` canvas.
///
///     { "canvasSize": 420, "photoWidth": 158, "photoHeight": 170, "yOffset": 0,
///       "frames": [ { "x": 0, "y": 0, "rotation": -12.5 }, ... ] }
public struct FrameTransforms: Codable, Equatable, Sendable {
    /// One frame's placement, in canvas pixels and degrees.
    public struct Frame: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public var rotation: Double
        public init(x: Double, y: Double, rotation: Double) {
            self.x = x; self.y = y; self.rotation = rotation
        }
    }

    public var canvasSize: Int
    public var photoWidth: Int
    public var photoHeight: Int
    public var yOffset: Double
    public var frames: [Frame]

    /// The largest canvas side accepted: beyond it a frame no longer fits a widget's memory.
    public static let maximumCanvasSize = 8192

    public init(canvasSize: Int, photoWidth: Int, photoHeight: Int, yOffset: Double = 0, frames: [Frame]) {
        self.canvasSize = canvasSize
        self.photoWidth = photoWidth
        self.photoHeight = photoHeight
        self.yOffset = yOffset
        self.frames = frames
    }

    private enum CodingKeys: String, CodingKey { case canvasSize, photoWidth, photoHeight, yOffset, frames }

    /// Sizes are read as numbers and then checked whole, so `420.5` is reported at its key
    /// (the JSON decoder's own complaint names neither key nor value). `yOffset` may be left out.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func wholeNumber(_ key: CodingKeys) throws -> Int {
            let value = try container.decode(Double.self, forKey: key)
            guard value == value.rounded(), abs(value) < 1e15 else {
                throw DecodingError.dataCorruptedError(forKey: key, in: container,
                                                       debugDescription: "expected a whole number, found \(value)")
            }
            return Int(value)
        }
        canvasSize = try wholeNumber(.canvasSize)
        photoWidth = try wholeNumber(.photoWidth)
        photoHeight = try wholeNumber(.photoHeight)
        yOffset = try container.decodeIfPresent(Double.self, forKey: .yOffset) ?? 0
        frames = try container.decode([Frame].self, forKey: .frames)
    }

    /// Checks the table makes sense, and when `overlayCount` is given that it has one frame per
    /// overlay; throws one sentence naming what is wrong.
    public func validate(overlayCount: Int? = nil) throws(FrameTransformsError) {
        for (field, value) in [("canvasSize", canvasSize), ("photoWidth", photoWidth), ("photoHeight", photoHeight)] {
            if value <= 0 { throw .init("\(field) must be positive, but it is \(value)") }
            if value > Self.maximumCanvasSize {
                throw .init("\(field) \(value) is over the limit of \(Self.maximumCanvasSize) pixels")
            }
        }
        if !yOffset.isFinite { throw .init("yOffset must be a finite number, but it is \(yOffset)") }
        if frames.isEmpty { throw .init("the transforms list no frames") }
        for (index, frame) in frames.enumerated() {
            for (field, value) in [("x", frame.x), ("y", frame.y), ("rotation", frame.rotation)] where !value.isFinite {
                throw .init("frames[\(index)].\(field) must be a finite number, but it is \(value)")
            }
        }
        if let overlayCount, overlayCount != frames.count {
            throw .init("the transforms list \(frames.count) frame\(frames.count == 1 ? "" : "s") "
                + "but there \(overlayCount == 1 ? "is 1 overlay" : "are \(overlayCount) overlays")")
        }
    }

    /// Decodes a table from JSON; errors name `fileName` and the JSON path of the bad value,
    /// e.g. `transforms.json: frames[3].rotation: expected a number, found a string`.
    public static func decode(from data: Data, fileName: String = "transforms.json") throws(FrameTransformsError) -> FrameTransforms {
        do {
            return try JSONDecoder().decode(FrameTransforms.self, from: data)
        } catch let error as DecodingError {
            // Parsed apart only for a table the decoder refused as JSON, to say where it stops being JSON.
            if DecodingErrorDescription.isSyntax(error), let problem = JSONSyntax.problem(in: data, maximumDepth: SceneLimits.jsonDepth) {
                throw FrameTransformsError("\(fileName) \(problem)")
            }
            throw FrameTransformsError("\(fileName): \(DecodingErrorDescription.sentence(error))")
        } catch {
            throw FrameTransformsError("\(fileName) is not valid JSON")
        }
    }

    /// The same placements on a `size` × `size` canvas: positions, offset and photo box scale
    /// with the canvas, since overlays drawn for another size are resized to it too.
    public func scaled(toCanvas size: Int) -> FrameTransforms {
        guard size != canvasSize, canvasSize > 0 else { return self }
        let factor = Double(size) / Double(canvasSize)
        return FrameTransforms(canvasSize: size,
                               photoWidth: max(1, Int((Double(photoWidth) * factor).rounded())),
                               photoHeight: max(1, Int((Double(photoHeight) * factor).rounded())),
                               yOffset: yOffset * factor,
                               frames: frames.map { Frame(x: $0.x * factor, y: $0.y * factor, rotation: $0.rotation) })
    }

    /// Pretty-printed JSON with keys in a stable order, ready to write beside the overlays.
    public func encodedJSON() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }
}

/// Why a transforms table was refused, as one sentence a user can act on.
public typealias FrameTransformsError = Refusal<FrameTransforms>
