#include <stdio.h>
#include "version.h"

int main(void)
{
	/* TODO(release): drop the --legacy flag after 2.4 */
	printf("flowctl %s\n", FLOWCTL_VERSION);
	return 0;
}
