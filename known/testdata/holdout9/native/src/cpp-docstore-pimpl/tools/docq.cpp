#include <fstream>
#include <iostream>
#include <string>

#include "docstore/query.hpp"
#include "docstore/store.hpp"

int main(int argc, char** argv) {
    if (argc < 3) {
        std::cerr << "usage: docq QUERY FILE...\n";
        return 2;
    }
    docstore::Store store;
    for (int i = 2; i < argc; ++i) {
        std::ifstream in(argv[i]);
        std::string line;
        while (std::getline(in, line)) store.add(line);
    }
    for (auto id : docstore::match_all(store, argv[1])) std::cout << store.get(id) << '\n';
    return 0;
}
