import java.util.ArrayList;
import java.util.List;
import java.util.Map;

// A thread dies with a plain exception while main goes on and then fails on its own:
// two independent stacks in one output.
public class Worker {
    static int parse(String s) {
        return Integer.parseInt(s.trim());
    }

    public static void main(String[] args) throws Exception {
        Thread t = new Thread(() -> {
            List<String> xs = new ArrayList<>();
            System.out.println("worker sees " + xs.get(2));
        }, "worker-1");
        t.start();
        t.join();
        System.out.println("main continues");
        Map<String, String> env = Map.of("PORT", "80a");
        System.out.println("port " + parse(env.get("PORT")));
    }
}
