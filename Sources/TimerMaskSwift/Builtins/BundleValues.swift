import Foundation
import SwiftSyntax
import TimerMaskCore

/// The extension's bundle and what widgets read from it: `Bundle.main.url(forResource:withExtension:)`
/// and `path(forResource:ofType:)` find a file of the project folder by name
/// (`SwiftWidgetOptions.resources`), `Data(contentsOf:)` reads it (at most 4 MB),
/// `JSONDecoder().decode(T.self, from:)` builds `T` from it as Swift's synthesized `Decodable`
/// would, and `UIImage(contentsOfFile:)` draws it. A URL is kept as its path.
enum BundleMethod: String, CaseIterable {
    case url, path
}

extension Evaluator {
    static let largestResource = 4 << 20

    func bundleMethod(_ name: String, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard let method = BundleMethod(rawValue: name) else {
            throw unsupported(Self.calledName(e), "the Bundle method .\(name)(…) (TimerMask reads url(forResource:withExtension:) and path(forResource:ofType:))")
        }
        guard argument(args, "subdirectory") == nil else { throw unsupported(e, "a bundle resource in a subdirectory") }
        guard case .string(let resource)? = try argument(args, "forResource").map(known) else {
            throw runtime(e, "\(name)(forResource:…) needs the resource's name as a String")
        }
        var ext: String? = nil
        switch try argument(args, method == .url ? "withExtension" : "ofType").map(known) {
        case .string(let s)?: ext = s
        case .none?, nil: ext = nil
        case let other?: throw runtime(e, "the resource's extension is \(other.typeDescription), not a String")
        }
        guard let resources = options.resources else { return .none }
        do {
            guard let relative = try resources.path(name: resource, extension: ext) else { return .none }
            return .string(URL(fileURLWithPath: resources.root).appendingPathComponent(relative).standardizedFileURL.path)
        } catch let error as AssetCatalogError {
            throw problem(.unreadable, e, error.description)
        }
    }

    /// `Data(contentsOf: url)`: the file's bytes, read when decoded.
    func dataValue(_ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard case .string(let path)? = try argument(args, "contentsOf").map(known) else {
            throw unsupported(e.calledExpression, "this Data initialiser (TimerMask reads Data(contentsOf:) of a bundle resource)")
        }
        return .instance(Instance(type: "Data", fields: ["path": .string(path)]))
    }

    /// `JSONDecoder()`, with the default date strategy.
    var newJSONDecoder: SwiftValue {
        .instance(Instance(type: "JSONDecoder", fields: ["dateDecodingStrategy": .member("deferredToDate", [])]))
    }

    /// `decoder.decode(T.self, from: data)`.
    func jsonDecode(_ decoder: Instance, _ args: [Arg], _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        guard case .typeName(let type)? = try args.first.map({ try known($0.value) }) else {
            throw runtime(e, "decode(_:from:) needs a type such as [Quote].self")
        }
        guard case .instance(let data)? = try argument(args, "from").map(known), data.type == "Data" else {
            throw runtime(e, "decode(_:from:) needs the Data of a file or of the defaults")
        }
        guard case .member(let strategy, _)? = decoder.fields["dateDecodingStrategy"],
              ["deferredToDate", "secondsSince1970", "iso8601"].contains(strategy) else {
            throw unsupported(e, "this date decoding strategy (TimerMask reads .deferredToDate, .secondsSince1970 and .iso8601)")
        }
        // Data the defaults hold (`--defaults`), as the app encoded it.
        if case .string(let text)? = data.fields["json"] {
            return try decoded(Data(text.utf8), type, name: "the defaults' data", strategy: strategy, e)
        }
        guard case .string(let path)? = data.fields["path"] else { throw runtime(e, "decode(_:from:) needs the Data of a file or of the defaults") }
        let name = URL(fileURLWithPath: path).lastPathComponent
        if let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int, size > Self.largestResource {
            throw problem(.limit, e, "\(name) holds \(size) bytes, over the \(Self.largestResource >> 20) MB TimerMask reads from a widget's bundle")
        }
        let bytes: Data
        do { bytes = try InputFile.read(path, atMost: InputFile.SizeLimit(bytes: Self.largestResource, kind: "a bundle resource")) } catch let error as InputFileError {
            throw problem(.unreadable, e, "\(name) \(error.problem)")
        }
        return try decoded(bytes, type, name: name, strategy: strategy, e)
    }

    /// `bytes` decoded as `type`, as Swift's synthesized Decodable reads them.
    func decoded(_ bytes: Data, _ type: String, name: String, strategy: String, _ e: FunctionCallExprSyntax) throws -> SwiftValue {
        let json: EntryJSONValue
        do { json = try JSONDecoder().decode(EntryJSONValue.self, from: bytes) } catch {
            throw problem(.unreadable, e, "\(name) is not JSON (\(Self.jsonProblem(error))): JSONDecoder throws here, and TimerMask does not simulate a caught decoding error")
        }
        var reader = EntryJSONReader(evaluator: self, source: name, kind: .runtime, node: Syntax(e), mode: .decoder(dates: strategy))
        return try reader.value(json, as: type, path: "value")
    }
}
