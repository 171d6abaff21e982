#include <iostream>
#include "jobpool.hpp"

int main(int argc, char** argv)
{
    std::vector<std::string> jobs(argv + 1, argv + argc);
    Stats st;
    if (jobs.size() < 4)
        run_serial(jobs, st);
    else
        run_all(jobs, 4, st);
    std::cout << st.done << " done, " << st.failed << " failed\n";
    return st.failed ? 1 : 0;
}
