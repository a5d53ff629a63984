// swift-tools-version: 5.9
import PackageDescription

let package = Package(
    name: "MarketKit",
    platforms: [.iOS(.v16)],
    products: [.library(name: "MarketKit", targets: ["MarketKit"])],
    targets: [.target(name: "MarketKit")]
)
