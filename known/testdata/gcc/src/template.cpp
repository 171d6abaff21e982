#include <vector>
#include <string>

template <typename T>
T twice(const T &v) {
    return v * 2;
}

int main() {
    std::string s = "a";
    std::vector<int> xs{1, 2};
    int n = twice(xs[0]);
    std::string t = twice(s);
    return n + t.size();
}
