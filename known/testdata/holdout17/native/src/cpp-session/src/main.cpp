#include <iostream>
#include "registry.hpp"

int main() {
    Registry reg;
    reg.open("ada");
    reg.open("grace").touch();
    std::cout << "sessions: " << reg.size() << "\n";
    return reg.close("ada") ? 0 : 1;
}
