#include "store.hpp"
#include <iostream>

int main(int argc, char **argv)
{
    FileStore files(argc > 1 ? argv[1] : ".");
    CachedStore store(files, 64);
    std::string key, value;
    while (std::cin >> key) {
        if (store.load(key, value))
            std::cout << key << ": " << value.size() << " bytes\n";
        else
            std::cout << key << ": missing\n";
    }
    files.flush();
}
