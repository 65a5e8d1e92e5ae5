// ios: 16
// expect: error 5: no such module 'PhotosUI'
// topic: PhotosPicker (framework not stubbed)
// apis: PhotosPicker, PhotosPickerItem
import PhotosUI

struct AvatarState {
    var imageData: Data?
}
