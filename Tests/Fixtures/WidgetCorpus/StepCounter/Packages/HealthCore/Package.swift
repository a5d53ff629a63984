// swift-tools-version: 5.10
import PackageDescription

let package = Package(
    name: "HealthCore",
    platforms: [.iOS(.v17)],
    products: [.library(name: "HealthCore", targets: ["HealthCore"])],
    targets: [.target(name: "HealthCore")]
)
