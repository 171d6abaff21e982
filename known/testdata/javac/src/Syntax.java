public class Syntax {
    public int broken(int x) {
        if (x > 0 {
            return x;
        }
        return -x
    }
}
