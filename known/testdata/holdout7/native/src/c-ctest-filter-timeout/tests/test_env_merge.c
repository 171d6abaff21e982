#include "check.h"
#include "env.h"
int main(void)
{
    char *base[] = { "PATH=/bin", "HOME=/root", NULL };
    char *over[] = { "LANG=C", NULL };
    char **env = env_merge(base, over);
    CHECK_STR(env_get(env, "PATH"), "/bin");
    CHECK_STR(env_get(env, "LANG"), "C");
    env_free(env);
    DONE();
}
