import java.util.ArrayList;
import java.util.List;

public class Inventory {
    private final List<Item> items = new ArrayList<>();

    public void add(String name, int count) {
        items.add(new Item(name, count));
    }

    public int total() {
        int sum = 0;
        for (Item it : items) {
            sum += it.count;
        }
        return sum;
    }

    public String describe() {
        return "inventory of " + items.size() + " items, total " + totl();
    }
}
