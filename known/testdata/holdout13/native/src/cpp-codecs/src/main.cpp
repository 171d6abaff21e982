#include <iostream>
#include "codec.hpp"

int main(int argc, char **argv)
{
    std::string which = argc > 1 ? argv[1] : "rle";
    auto c = make_codec(which);
    if (!c) {
        std::cerr << "codecs: unknown codec " << which << "\n";
        return 2;
    }
    std::string line;
    while (std::getline(std::cin, line))
        std::cout << c->name() << ": " << c->encode(line) << "\n";
    return 0;
}
