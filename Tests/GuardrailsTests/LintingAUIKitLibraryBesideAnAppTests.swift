import Foundation
import Testing

/// A local package of UIKit extensions beside an app's Xcode project, its one target compiling `Sources` from the package's
/// root (`path: "", sources: ["Sources"]`): with its tests' folder missing, its lone test target does not take over
/// `Sources`, so the library's files stay the library's, judged as they are with the folder.
@Suite struct LintingAUIKitLibraryBesideAnAppTests {
    @Test func theLibrarysFilesStayItsOwnWhenItsTestsFolderIsMissing() async throws {
        let sut = try makeSUT(withTestsFolder: false)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(!output.outputLines.contains { $0.contains("HelpersTests") && $0.contains("[ui-framework-import]") }, "\(output.outputLines)")
        #expect(output.outputLines.contains { $0.contains("Shade.swift:1:1: error:") && $0.contains("keep Helpers framework-free") }, "\(output.outputLines)")
    }

    @Test func theLibrarysFilesAreJudgedAsTheLibraryWithItsTestsFolder() async throws {
        let sut = try makeSUT(withTestsFolder: true)
        defer { sut.remove() }

        let output = try await sut.run()

        #expect(output.outputLines.contains { $0.contains("Shade.swift:1:1: error:") && $0.contains("keep Helpers framework-free") }, "\(output.outputLines)")
    }

    private func makeSUT(withTestsFolder: Bool) throws -> FixturePackage {
        try FixturePackage.empty("Atelier").filled { app in
            try app.write(
                #"{"profiles": ["clean-architecture"], "targets": {"Atelier": {"path": "Atelier"}}, "layers": {"helpers": {"kind": "support", "modules": ["Helpers"]}, "app": {"kind": "composition", "modules": ["Atelier"], "mayImport": ["helpers"]}}}"#,
                to: "guardrails.json"
            )
            try app.write("", to: "Atelier.xcodeproj/project.pbxproj")
            try app.write("import Helpers\nimport UIKit\n\nfinal class Canvas: UIViewController {}\n", to: "Atelier/Canvas.swift")
            try app.write(
                """
                // swift-tools-version: 5.9
                import PackageDescription

                let package = Package(
                    name: "Helpers",
                    platforms: [.iOS(.v17), .macOS(.v14)],
                    products: [.library(name: "Helpers", targets: ["Helpers"])],
                    targets: [
                        .target(name: "Helpers", dependencies: [], path: "", sources: ["Sources"]),
                        .testTarget(name: "HelpersTests", dependencies: ["Helpers"]),
                    ]
                )

                """,
                to: "Packages/Helpers/Package.swift"
            )
            try app.write(
                """
                import UIKit

                public extension UIButton {
                    private func swatch(_ color: UIColor) -> UIImage? {
                        UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).image { _ in color.setFill() }
                    }

                    func fill(_ color: UIColor, for state: UIControl.State) {
                        setBackgroundImage(swatch(color), for: state)
                    }
                }

                """,
                to: "Packages/Helpers/Sources/Controls/UIButton+Fill.swift"
            )
            try app.write(
                "import UIKit\n\nstruct Shade {\n    func dimmed() -> Double { Double(UIColor.black.cgColor.alpha) }\n}\n",
                to: "Packages/Helpers/Sources/Controls/Shade.swift"
            )
            if withTestsFolder {
                try app.write(
                    "import Helpers\nimport XCTest\n\nfinal class ShadeTests: XCTestCase {\n    func testRuns() {}\n}\n",
                    to: "Packages/Helpers/Tests/HelpersTests/ShadeTests.swift"
                )
            }
        }
    }
}
