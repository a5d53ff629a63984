import Foundation
import Testing
import TimerMaskCore
import TimerMaskSwift

/// The conic and elliptical gradients read from Swift source.
struct GradientSourceTests {
    func root(_ body: String) throws -> SceneNode {
        try SwiftWidgetSource.parse("struct V: View {\n    var body: some View {\n        \(body)\n    }\n}").scene(ConstructTests.options).root
    }

    @Test func angularAndEllipticalGradientsAreBuiltFromTheirArguments() throws {
        let stops = GradientStop.evenly([.system("red"), .system("blue")])
        #expect(try root("AngularGradient(colors: [.red, .blue], center: .center, startAngle: .degrees(-90), endAngle: .degrees(90))")
                == SceneNode(.angularGradient(AngularGradientModel(stops: stops, center: .center, startAngle: -90, endAngle: 90))))
        #expect(try root("AngularGradient(colors: [.red, .blue], center: .center, angle: .degrees(30))")
                == SceneNode(.angularGradient(AngularGradientModel(stops: stops, center: .center, startAngle: 30, endAngle: 390))))
        #expect(try root("EllipticalGradient(colors: [.red, .blue])")
                == SceneNode(.ellipticalGradient(EllipticalGradientModel(stops: stops, center: .center, startRadiusFraction: 0, endRadiusFraction: 0.5))))
        #expect(throws: (any Error).self) { try root("EllipticalGradient(colors: [.red], endRadiusFraction: -1)") }
    }

    /// `LinearGradient` from Swift is the scene file's gradient view; as a background it is a view.
    @Test func aSwiftLinearGradientIsTheSceneFilesGradient() throws {
        let root = try SwiftWidgetSource.parse("""
        struct V: View { var body: some View {
            VStack {
                LinearGradient(colors: [.red, Color(red: 0, green: 0, blue: 1)], startPoint: .leading, endPoint: .trailing)
                Color.clear.background(LinearGradient(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 0.9)], startPoint: .top, endPoint: .bottom))
                LinearGradient(gradient: Gradient(colors: [.white, .black]), startPoint: .top, endPoint: .bottom)
            }
        } }
        """).scene(FoundationDatesTests.options()).root
        guard case .vStack(_, _, let children) = root.content else { Issue.record("\(root)"); return }
        #expect(children[0] == SceneNode(.linearGradient(LinearGradientModel(stops: [.init(color: .system("red"), location: 0), .init(color: .fixed(SceneColor(r: 0, g: 0, b: 255)), location: 1)],
                                                                            startPoint: .named("leading")!, endPoint: .named("trailing")!))))
        #expect(children[1].modifiers == [.background(SceneNode(.linearGradient(LinearGradientModel(stops: [.init(color: .white, location: 0.2), .init(color: .black, location: 0.9)],
                                                                                                      startPoint: .named("top")!, endPoint: .named("bottom")!))), alignment: .center)])
        #expect(children[2] == SceneNode(.linearGradient(LinearGradientModel.evenly([.white, .black], startPoint: .named("top")!, endPoint: .named("bottom")!))))
    }
}
