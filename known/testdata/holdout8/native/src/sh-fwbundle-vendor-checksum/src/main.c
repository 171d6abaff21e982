#include <stdio.h>

int cJSON_Version(void);
int mz_version_major(void);
int mz_version_minor(void);
int LZ4_versionNumber(void);

int main(void)
{
	printf("fwbundle: cjson %d, miniz %d.%d, lz4 %d\n", cJSON_Version(), mz_version_major(),
	       mz_version_minor(), LZ4_versionNumber());
	return 0;
}
