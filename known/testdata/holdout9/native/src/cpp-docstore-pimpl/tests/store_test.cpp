#include <cstdio>
#include <cstdlib>

#include "docstore/query.hpp"
#include "docstore/store.hpp"

#define CHECK(c) do { if (!(c)) { std::printf("%s:%d: CHECK(%s) failed\n", __FILE__, __LINE__, #c); std::exit(1); } } while (0)

int main() {
    docstore::Store s;
    s.add("The quick brown fox");
    s.add("the lazy dog");
    s.add("A quick dog");
    CHECK(s.size() == 3);
    CHECK(s.search("QUICK").size() == 2);
    CHECK(docstore::match_all(s, "quick dog").size() == 1);
    std::puts("store: 3 checks passed");
    return 0;
}
