// A UI test drives the built app from outside: it tests Catalog without importing it.
import XCTest

func launchAndBrowse() {
    _ = XCUIApplication()
}
