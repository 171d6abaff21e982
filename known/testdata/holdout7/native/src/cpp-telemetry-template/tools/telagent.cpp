#include "tel/core.hpp"
#include "tel/output.hpp"

#include <cstdio>
#include <vector>

int main(int argc, char** argv) {
    std::vector<int> xs{1, 5, 9, 12};
    std::printf("%d %s\n", tel::core::agent_count(xs, 4), tel::output::sink_name(argc, argc > 1).c_str());
    return 0;
}
