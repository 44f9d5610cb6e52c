// swift-tools-version:5.9
import PackageDescription
let l = ["1", "2", "3", "4", "5", "6", "7"]
for a in l {
for a in l {
for a in l {
let x = a
}
}
}
