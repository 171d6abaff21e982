#include "check.h"
#include "env.h"
int main(void)
{
    char *base[] = { "PATH=/bin", "HOME=/root", NULL };
    char *over[] = { "HOME", NULL };
    char **env = env_merge(base, over);
    CHECK(env_get(env, "HOME") == NULL);
    CHECK_STR(env_get(env, "PATH"), "/bin");
    env_free(env);
    DONE();
}
