package io.pixelyard.thumbs;

public record Preset(String name, int width, int height, String format) {
    @Override
    public String toString() {
        return name + " " + width + "x" + height + " " + format;
    }
}
