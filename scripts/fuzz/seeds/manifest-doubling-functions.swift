// swift-tools-version:5.9
import PackageDescription
func f0() -> [String] { ["a"] }
func f1() -> [String] { f0() + f0() }
func f2() -> [String] { f1() + f1() }
func f3() -> [String] { f2() + f2() }
func f4() -> [String] { f3() + f3() }
func f5() -> [String] { f4() + f4() }
func f6() -> [String] { f5() + f5() }
func f7() -> [String] { f6() + f6() }
let x = f7()
