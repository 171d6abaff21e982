#include <cassert>
#include "batcher.hpp"
int main() {
    assert(split_batches(130, 100).size() == 3);
    assert(split_batches(5, 1).front() == 4);
}
