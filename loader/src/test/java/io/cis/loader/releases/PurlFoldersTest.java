package io.cis.loader.releases;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;

class PurlFoldersTest {

    private static final Path ROOT = Path.of("feeds", "release-notes");

    @Test
    void theFoldersSpellTypeNamespaceAndName() {
        assertThat(PurlFolders.purlOf(ROOT, ROOT.resolve("github/expressjs/express"))).contains("pkg:github/expressjs/express");
        assertThat(PurlFolders.purlOf(ROOT, ROOT.resolve("npm/express"))).contains("pkg:npm/express");
        assertThat(PurlFolders.purlOf(ROOT, ROOT.resolve("npm/@angular/core"))).contains("pkg:npm/%40angular/core");
        assertThat(PurlFolders.purlOf(ROOT, ROOT.resolve("golang/github.com/gin-gonic/gin")))
                .contains("pkg:golang/github.com/gin-gonic/gin");
    }

    @Test
    void aFolderWithoutTypeAndNameSpellsNone() {
        assertThat(PurlFolders.purlOf(ROOT, ROOT)).isEmpty();
        assertThat(PurlFolders.purlOf(ROOT, ROOT.resolve("github"))).isEmpty();
    }
}
