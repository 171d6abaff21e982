#include <iostream>
#include "bounded_stack.hpp"
#include "history.hpp"

int main() {
    History h(3);
    for (const char *e : {"insert a", "insert b", "delete a", "insert c"})
        h.record(e);
    std::cout << "undo: " << h.undo() << "\n";

    BoundedStack<int> cursor(8);
    for (int i = 0; i < 10; ++i)
        cursor.push(i * 4);
    int last = cursor.pop();
    std::cout << "cursor " << last << " depth " << cursor.size() << "\n";
    return h.depth() == 2 && last == 36 ? 0 : 1;
}
