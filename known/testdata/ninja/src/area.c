int area(int w, int h) {
    return w * height;
}
