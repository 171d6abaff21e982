#include <cassert>
#include <iostream>

#include "feedcfg/options.hpp"

int main() {
    using namespace feedcfg;
    assert(parse_minutes("15") == 15u);
    assert(!parse_minutes("15m"));
    assert(parse_bool("on") == true);
    FeedOptions o;
    Defaults d;
    assert(effective_refresh(o, d) == 60u);
    std::cout << "options: ok\n";
}
