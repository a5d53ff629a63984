import Foundation
import Testing

/// The library article (Sources/TimerMask/TimerMask.docc/GoldenAndSnapshotTests.md, linked from
/// the README) shows the examples users copy; each is compiled by a test target, and these keep
/// the article's text and the compiled files the same.
let article = "Sources/TimerMask/TimerMask.docc/GoldenAndSnapshotTests.md"

func shows(_ snippetPath: String) throws -> Bool {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..").standardizedFileURL
    let snippet = try String(contentsOf: root.appendingPathComponent(snippetPath), encoding: .utf8)
    let text = try String(contentsOf: root.appendingPathComponent(article), encoding: .utf8)
    return text.contains("```swift\n" + snippet + "```\n")
}

@Test func theLibraryArticleShowsTheSnippetThatIsCompiledHereVerbatim() throws {
    #expect(try shows("Tests/TimerMaskReadmeTests/ReadmeSnippet.swift"),
            "\(article) must show Tests/TimerMaskReadmeTests/ReadmeSnippet.swift verbatim in a ```swift block")
}

@Test func theLibraryArticleShowsTheSnapshotExampleThatIsCompiledVerbatim() throws {
    #expect(try shows("Tests/TimerMaskSnapshotTestingTests/ReadmeSnapshotSnippet.swift"),
            "\(article) must show Tests/TimerMaskSnapshotTestingTests/ReadmeSnapshotSnippet.swift verbatim in a ```swift block")
}
