import FeedStoreContract
import XCTest

extension FeedStoreContract {
    /// For test targets on XCTest: runs every spec and reports each failure with `XCTFail` at the caller's line,
    /// prefixed by the spec's sentence. Specs that do not apply are printed with the reason. A wrong capability
    /// declaration is one failure, and then no spec runs.
    public func assertConforms(file: StaticString = #filePath, line: UInt = #line) async {
        if let problem = declarationProblem {
            XCTFail(problem, file: file, line: line)
            return
        }
        for spec in FeedStoreSpec.all {
            switch await evaluate(spec) {
            case .passed:
                continue
            case let .failed(messages):
                for message in messages {
                    XCTFail("\(spec.sentence): \(message)", file: file, line: line)
                }
            case let .skipped(reason):
                print("Skipped \"\(spec.sentence)\": \(reason)")
            }
        }
    }
}
