#include "jobpool.hpp"
void merge_stats(Stats& into, const Stats& from)
{
    into.done += from.done;
    into.failed += from.failed;
}
