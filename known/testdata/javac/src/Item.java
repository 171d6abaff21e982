public class Item {
    final String name;
    final int count;

    Item(String name, int count) {
        this.name = name;
        this.count = count;
    }
}
