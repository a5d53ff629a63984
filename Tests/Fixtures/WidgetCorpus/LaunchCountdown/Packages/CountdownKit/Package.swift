// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "CountdownKit",
    platforms: [.iOS(.v17)],
    products: [
        .library(name: "CountdownKit", targets: ["CountdownKit"]),
    ],
    targets: [
        .target(name: "CountdownKit"),
        .testTarget(name: "CountdownKitTests", dependencies: ["CountdownKit"]),
    ]
)
