/// A word a scene file spells out from a fixed list ("round", "leading"): an unknown one is
/// refused naming the words allowed, not with Swift's "Cannot initialize Cap from invalid String".
public protocol SceneWord: RawRepresentable, CaseIterable, Decodable where RawValue == String {}

extension SceneWord {
    public init(from decoder: Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let word = Self(rawValue: text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "'\(text)' is not one of \(Self.allCases.map(\.rawValue).joined(separator: ", "))"))
        }
        self = word
    }
}
