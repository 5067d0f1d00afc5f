package io.cis.loader.build;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class UnusableRecordExceptionTest {

    @Test
    void theReportEntryNamesThePlaceAndCarriesTheReasonUnchanged() {
        UnusableRecordException e = new UnusableRecordException("an index line needs \"name\" and \"vers\"");

        SkippedRecord skipped = e.skipped("registries/crates/index/se/rd/serde", "serde line 3");

        assertThat(skipped).isEqualTo(new SkippedRecord("registries/crates/index/se/rd/serde", "serde line 3",
                "an index line needs \"name\" and \"vers\""));
    }

    @Test
    void theCauseIsKeptForTheLogButNoStackTraceIsFilledPerSkippedRecord() {
        IllegalArgumentException cause = new IllegalArgumentException("bad escape");
        UnusableRecordException e = new UnusableRecordException("not valid UTF-8", cause);

        assertThat(e.getCause()).isSameAs(cause);
        assertThat(e.getStackTrace()).isEmpty();
        assertThat(e.reason()).isEqualTo("not valid UTF-8");
    }
}
