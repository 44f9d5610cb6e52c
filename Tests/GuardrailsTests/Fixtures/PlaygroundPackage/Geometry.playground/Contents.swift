// A playground beside the manifest: it imports the package, which is no import cycle.
import Geometry

let area = Square(side: 3).area
let session = URLSession.shared
