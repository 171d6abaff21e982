import java.io.FileNotFoundException;
import java.io.FileReader;
import java.io.IOException;
import java.io.UncheckedIOException;

// Throws an exception wrapped twice, so the stack has two "Caused by:" sections;
// the deepest cause (the missing file) is what went wrong.
public class Loader {
    static String readConfig(String path) throws IOException {
        try (FileReader r = new FileReader(path)) {
            return "read";
        }
    }

    static String loadSettings(String path) {
        try {
            return readConfig(path);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read settings from " + path, e);
        }
    }

    static void start(String path) {
        try {
            loadSettings(path);
        } catch (RuntimeException e) {
            throw new IllegalStateException("application failed to start", e);
        }
    }

    public static void main(String[] args) {
        System.out.println("starting with " + args[0]);
        start(args[0]);
    }
}
