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
}
