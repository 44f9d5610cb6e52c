import Foundation
import Testing
import KataRunner

@Suite struct PathDisplayTests {
    @Test func aPathInsideTheFolder_isRelative() {
        #expect(makeSUT(from: "/ws/kata")(URL(fileURLWithPath: "/ws/kata/01-demo/Sources")) == "01-demo/Sources")
    }

    @Test func theFolderItself_isADot() {
        #expect(makeSUT(from: "/ws/kata")(URL(fileURLWithPath: "/ws/kata")) == ".")
    }

    @Test func aPathAFewLevelsUp_climbsWithDotDot() {
        #expect(makeSUT(from: "/ws/kata/01-demo/Tests")(URL(fileURLWithPath: "/ws/kata/01-demo/Sources/Demo")) == "../Sources/Demo")
        #expect(makeSUT(from: "/ws/kata/01-demo/Tests")(URL(fileURLWithPath: "/ws/kata")) == "../..")
    }

    @Test func aPathFarAwayOrOnlySharingTheRoot_isAbsolute() {
        #expect(makeSUT(from: "/a/b/c/d/e")(URL(fileURLWithPath: "/a/x")) == "/a/x")
        #expect(makeSUT(from: "/ws")(URL(fileURLWithPath: "/tmp/x")) == "/tmp/x")
    }

    private func makeSUT(from folder: String) -> PathDisplay {
        PathDisplay(currentDirectory: URL(fileURLWithPath: folder, isDirectory: true))
    }
}
