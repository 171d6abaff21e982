#include "check.h"
#include "env.h"
int main(void)
{
    char *base[] = { "PATH=/bin", "HOME=/root", NULL };
    char *over[] = { "HOME=/tmp", NULL };
    char **env = env_merge(base, over);
    CHECK_STR(env_get(env, "HOME"), "/tmp");
    env_free(env);
    DONE();
}
