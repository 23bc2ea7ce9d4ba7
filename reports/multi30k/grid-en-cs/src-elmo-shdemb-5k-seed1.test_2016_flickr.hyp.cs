Muž v oranžové bundě se baví na něco.
Hráč, který je na trávě, který běží po zelené trávě.
Dívka v uniformách se připravuje na fotku.
Několik lidí, kteří mají na písku, stojí v pozadí, stojí v pozadí.
Lidé se prochází z okna.
Muž v tmavém oblečení, kteří se baví, kteří stojí u ženy v kostýmech.
Skupina lidí stojí před davem.
Chlapec v červeném dresu se připravuje do vzduchu, zatímco se dívá do vzduchu, zatímco se do vzduchu.
Muž pracuje na lavičce.
Muž v obleku sedí na židli a drží ruce a drží knihu.
Matka a malý černý si si si se dívá se venku venku venku.
Muži hrají na kytaru, jeden z nich v vzduchu, zatímco se dívá.
Žena drží jídlo před obchodem v kuchyni.
Muž sedí u stolu u stolu v restauraci.
Tři lidé sedí v baru.
Dívka v černých šatech jde po cestě.
Mladý muž drží rukama s rukama v písku.
Žena v černých šatech a černých kalhotách stojí u stolu.
Člověk v pruhovaném triku leze na stromě.
Dva muži se dívají, zatímco se zatímco se dívají na sebe.
Lidé stojí venku před budovou.
Člověk si hraje na hřišti na poli.
Žena, který má na zemi, na pláži.
Muž stojí u velké stánku s jídlem.
Žena, zatímco si který má na fotku, zatímco si drží ruce.
Žena v červeném tričku a oranžovém tričku a dělá knihu.
Muž dělá ovoce.
Skupina mužů pózují u stánku, která se připravuje do jídlo.
Muži, kteří má na sobě oranžové oblečení, na sobě oranžové oblečení, na sobě oranžové oblečení, s nápisem.
Jeden muž, který drží obličej a druhý se dívá na hlavě, zatímco se do ruce.
Několik lidí závodí po cestě v parku.
Tři mladí chlapci sedí na zábradlí v restauraci.
Dítě se prochází v vodě.
Tři lidé sedí u stolu u stolu, která je u stolu, která je u budovou.
Několik dětí stojí na houpačce v tradičním oblečení.
Na ulici, která se dívá, zatímco se na trhu, zatímco je na trhu.
Mladý žena si hraje na sobě hraje s nápisem "PPPPP
Na cestě, který se dívá, který se se na kameru, zatímco se dívá za ním.
Mladý chlapec se dívá na fotku.
Mladý muž v šortkách stojí na schodech, zatímco stojí na schodech.
Dívka má na sobě oranžové oblečení v vodě.
Muž v bílém tričku a modré košili stojí před budovou.
Lidé sedí u stánku.
Dítě se houpe s rukama v vzduchu ve vzduchu.
Muž v červeném triku se připravuje na písku.
Dva muži v tradičním oblečení se připravuje na písku ve vzduchu.
Dítě si hraje s rukama.
Matka a dvě děti, kteří jsou venku, zatímco se dívají, zatímco se na pláži, zatímco se na písku.
Muž dělá jídlo na skateboardu.
Muž v šortkách si hraje na pláži.
Lidé jdou po ulici vedle okna.
Kapela jede na rampě, zatímco je se dívá na jídlo.
Velká skupina lidí je na ulici.
Muž na fotku, který se kouká do vody.
Žena v džínách jde kolem ženy s brýlemi, který se dívá se na ní.
Muž v růžovém triku sedí a jde ve vzduchu.
Kapela se líbá na pláži.
Dva muži v bílém.
Muž v bílých kalhotách si užívá rukama.
Dva muži v čepicích jdou okolo vody u vody, kteří se dívají.
Kapela si užívá jídlo na vybavení.
Chlapec si hraje, zatímco se dívá, zatímco dívka, zatímco dívka, zatímco dívka se na něco dívá.
Skupina lidí se dívají na poli.
Muž sedí na lavičce a drží ruce se dívá se do vody.
Chlapec a dvě malé pár si hrají v parku.
Žena v modrém oblečení, zatímco se dívá na lavičce, zatímco se na lavičce, zatímco je za ním.
Hnědý pes stojí na pláži.
Žena sedí s jídlem, která sedí s jídlem.
Muž se natahuje ve vzduchu.
Žena se usmívá, který se se se se dívá na ní.
Hráč, který se předvádí na kolečkových bruslích na elektrickou kytaru.
Dítě sedí na motorce, zatímco se dívá se na kameru.
Dvě děti a dva muži se dívají na oceánu.
Žena s mužem hraje na ulici, zatímco se dívá se na bílém kytaru.
Mladý chlapec si hrají v bazénu.
Několik dětí stojí a připravuje na vedle muže.
Tři děti v parku si hrají venku.
Hnědý pes jde v trávě s rukama v trávě.
Lidé sedí v trávě, zatímco se baví, zatímco se.
Asijský muž se dívá, zatímco žena, zatímco žena, zatímco žena v vzduchu.
Dvě mladé dívky jedou na kole na kole.
Muž v černých kalhotách a šortkách si hraje na kytaru.
Mladý pár se baví, která si čte knihu.
Dvě mladé ženy, které si hrají u stolu, zatímco se hrají okolo.
Muž, který se připravuje ve vzduchu ve vzduchu.
Chlapec se snaží do mikrofonu.
Muž pracuje a pracuje.
Velká skupina lidí a skupina lidí, kteří sedí venku venku venku venku.
Blonďatá žena, který si si užívá něco něco něco něco něco něco.
Malý dítě, která má na sobě má na sobě bílou tričko, který má na červené tričko, drží na červených květin.
Žena s dlouhými vlasy se směje v černém mluví.
Muž v obleku, který se připravuje k fotku.
Dívka se prochází po ulici, která se chystá z fotku.
Žena s dlouhými vlasy se směje vedle sebe.
Starší muž, který má na hlavě, zatímco se dívá se na hlavě a dívá.
Dítě v bílém oblečení si hrají.
Tři muži v tradičním oblečení jsou venku v uniformách.
Žena, který má na fotku, zatímco má na fotku.
Skupina mladých mladých dětí sedí u bílých židlích v červených šatech.
Mladý chlapec v uniformách leze na své své svých jejich nástroje.
Usmívající se žena si se připravuje na baru.
Stavební hráč se předvádí jídlo v noci.
Žena se prochází, zatímco se jak se dívá, který si na své své své své své zemi, zatímco se na ní.
Muž v uniformě se chystá knihu.
Skupina lidí leze v noci v noci.
Kapela se připravuje na kole po cestě s modrou bundu.
Muž dělá trik na střeše.
Dítě sedí u stolu a drží cigaretu a drží knihu.
Hnědý pes se snaží do mikrofonu.
Matka se dvěma mladé děti, aby se dvěma děti.
Malý chlapec, který jde vedle velké červené, který se připravuje.
Dívka sedí na houpačce, zatímco se svým dítě, zatímco se dívá.
Černý pes se připravuje na trávě v vodě.
Muž v bílém triku a modrých šortkách leze na kolečkových bruslích.
Dvě mladé muži v baru.
Chlapec s taškou a taškou, který pracuje na hlavě a pracuje v ruce.
Dva lidé se dívají na pláži, kteří se na písku.
Lidé stojí na zasněžené cestě, zatímco se dívá z okna.
Muž jede na kole s klackem v ruce v ruce.
Dva psi běží skrz vody.
Několik mladých dětí si předvádí u velké schodech, která si hraje pro ním.
Dítě v tradičním oblečení se dívá na kameru.
Muž sedí vedle plotu vedle plotu.
Žena, který má na sobě nápisem a smějí se.
Lidé z budovy, kteří je z nich má na lodi.
Dva černí psi s hračkou přes žlutou zdi.
Žena v bílém tričku drží malého dítě.
Dva lidé sedí na trávě před vodě.
Starší žena sedí u stánku a jí jídlo.
Chlapec stojí ve vzduchu, zatímco se dívá z nich se na sebe.
Muž v modrém tričku si čte knihu.
Tři černí psi skáče na sebe, který má na sobě v bílém.
Chlapec se naklání z okna, která je z okna.
Muž v šedém tričku skáče do vzduchu nad písku.
Dítě v červeném triku skáče do vzduchu a jde.
Žena v červeném tričku, která je na kamenné budovy.
Muž v uličce, který se baví, jak se na ní.
Skupina cyklistů se líbá na trhu s jídlem s jídlem.
Muž, který se připravuje na skateboardu do vzduchu.
Muž v černém tričku jde k sněhu.
Hráč, který se připravuje k tenisovým míč.
Žena v obleku a černých šatech se usmívá, zatímco se venku.
Hráč se dívá na poli.
Muž v červeném bundě a červené oblečení a červené mikině se připravuje na kolečkových bruslích.
Dítě s bílými vlasy tančí u stolu, která si hraje okolo.
Pes s účesem na kole na trhu, který se dívá na houpačce.
Muž, který se připravuje na nějaké den.
Muž v červeném triku se připravuje na to, aby se připravuje.
Mladý chlapec v bílém tričku drží míč.
Chlapec v červeném tričku, který má na písku s modrou hračkou.
Někdo má na kolečkových bruslích na kole na kamenné cestě.
Muž v bílém triku se dívá z fotku.
Žena drží malé dítě.
Čtyři mladé děti si hrají v vodě a hrají v vodě a hrají.
Dva lidé jede po schodech skrz venkovní kovové trhu.
Dívka skáče na chodníku pod slunečného dne.
Muž v oranžovém tričku a čepici.
Malý chlapec si hraje s hračkou, zatímco se směje, zatímco se se se.
Malá dívka se užívá jídlo.
Žena v modrém, který si užívá si knihu.
Malá dívka se připravuje na kolečkových bruslích na kolečkových bruslích.
Hnědý pes a černý pes běží po cestě v pozadí.
Dva psi si hrají u stolu.
Muž v černých kalhotách a černých kalhotách a černých šortkách se dívá na něco se na schodech.
Dva muži v bílých uniformách se připravují jídlo v restauraci.
Muž v černé čepici a čepici a čepici jde kolem staré "PPOEOEEEEEE".
Pes běží venku s velkým hračkou.
Pes má na písku v písku.
Rodina si hraje na pláži se svým psem.
Žena a dítě, zatímco se dívá, zatímco se, zatímco se, zatímco se, zatímco si užívá si.
Dva muži a žena stojí venku venku.
Skupina mužů používá jídlo, který se předvádí z vody.
Muž se dívá z nich, zatímco se zatímco se dívá se.
Muž v černém a hraje na kytaru.
Mladý chlapec v modrých kalhotách a modrých kalhotách si hraje fotbal.
Muž stojí na kole, který se dívá se se se na svým svým svým svým psem.
Pes skáče venku venku na trávě.
Dvě ženy v šortkách se dívá na kameru.
Muž sedí u stolu, který se připravuje na židli.
Mladý chlapec v červených kalhotách si hraje v písku.
Muž, který si si si si si se připravuje k fotku.
Muž sedí u stolu, který má u stolu a je před ním.
Chlapec v černém tričku a modrých šortkách drží červenou míč.
Starý muž v brýlích a šortkách sedí na trávě.
Lidi se snaží do vzduchu.
Velký hnědý muž, který má na sobě má na sobě nápisem, s nápisem, s nápisem "I "I "PP", který se na kterém s nápisem "P
Dva lidé, který se připravují na sebe.
Chlapec stojí před davem, která stojí u fontány.
Hnědý pes a černý pes se připravuje na motorce.
Muž s dlouhými vlasy si hraje na hudební nástroje.
Žena s dlouhými vlasy sedí venku na lavičce.
Muž se snaží vedle stánku, který hraje na hudební nástroje.
Dvě děti jedou na houpačce a drží jídlo.
Muž jede na kole na kole u zdi.
Mladá žena s bílými vlasy, kteří leží na kole na kole.
Žena v šedém triku sedí na zeleném lavičce.
Pes jde po cestě skrz velké parku.
Mladý muž v černém tričku a černých šortkách stojí na kolečkových bruslích.
Skupina lidí, kteří si hrají okolo.
Muž, který má na kole s hračkou.
Muž dělá trik u stolu, zatímco se dva muži se dívají.
Skupina lidí si hraje na hudební nástroj u vody poblíž vody.
Několik lidí je po ulici.
Mladá žena drží na bílém motorce.
Dva lidé v bílých oblečení venku venku s jídlem.
Černý pes se dívá do bazénu.
Matka jede na střeše, který je před davem.
Hráč závodí v noci na vlak.
Žena v oranžovém oblečení dělá knihu.
Dva dělníci se dívají, zatímco jsou na projektu.
Tři muži jdou po cestě.
Asijský žena v tmavém oblečení pózují na kole, aby se dívá se na knihu.
Mladý muž se svým svou kytaru v kuchyni.
Tři chlapci si hrají s jídlem a hrají s jídlem.
Tři dělníci jsou v noci.
Lidé se snaží v parku vedle ní.
Kapela se prochází venku v restauraci.
Skupina mladých dětí skáče do vzduchu, která se připravuje na kameru.
Dvě ženy, kteří jsou, jeden, jeden, jeden, jeden v bílém.
Dva muži se dívají z betonové budovy.
Žena v červeném tričku a džínách sedí s rukama na hlavě.
Dva muži jedou na sobě na zemi, zatímco se dívají.
Oba se směje a snaží se se na písku.
Muž v červeném tričku, který je v parku, zatímco se dívá v parku.
Muž a chlapec na pláži.
Žena na lodi, který má na vodě, na písku.
Chlapec sedí a dívá se na fotku.
Mladý chlapec v růžových šatech skáče venku.
Několik lidí sedí venku venku venku venku venku.
Pár v bílém triku hraje na hudební nástroj, zatímco je pracuje.
Muž prodává jídlo u ulice u ulice, která se dívá se na Pery.
Dívka v červeném, který se usmívá, zatímco v červeném, zatímco v červeném, zatímco v červeném tričku, zatímco v červeném tričku.
Pes skáče z vzduchu.
Pes s dlouhými hnědými vlasy a světle hnědými vlasy běží v noci.
Dva černí psi si hrají ve městě.
Muž s účesem na sobě a vousy drží nápis, který má nápis, který má na to, který má na ní, který má nápis.
Muž, který má na sobě má na sobě nápisem, s nápisem "I "I "PI "I "P", na sobě má na kterém má na sobě nápisem
Muž v černém triku leze na travnatém hřišti.
Dva psi se dívají na sebe, zatímco se na ní mluví.
Dva muži se dívají na chodníku, zatímco se na chodníku.
Hráč, který sedí u stánku.
Několik psů s jídlem, kteří jsou za ním.
Dvě ženy v helmách jdou k ní.
Mladý chlapec, který má na sobě oranžové tričko, který má na sobě má v červeném tričku, který má na vodě.
Lidé jdou po cestě v restauraci v parku.
Dvě mladé děti se usmívají, zatímco se se dívá, zatímco žena se na fotku.
Žena a dítě venku před okna a skupina lidí.
Černý muž a dva mladí muži si jedou na něco se knihu.
Dívka v černých kalhotách sedí na zemi.
Velký hnědý pes běží do vzduchu.
Chlapec pózuje s bílým vlasy v červeném oblečení se svým svým psem.
Starší muž, který se snaží do černého psa a hnědý hnědý pes se pokouší se dolů.
Dav na rušné ulici.
Hráč------------černý pes běží po cestě.
Muž v brýlích sedí na chodníku poblíž stromy.
Muž a žena sedí na střeše budovy, který si jí jídlo.
Dítě se dívá do stánku.
Muž, který se drží na velké velké velké velké zábradlí, kteří se dívají na malé lidí.
Chlapec se dívá na kole, který se dívá se na hlavě.
Žena v tradičním šatech mluví do mikrofonu.
Muž na motorce.
Mladý žena v černém tričku a šortkách se baví.
Žena s čepicí leze na skateboardu u velké bazénu.
Velký černý pes běží na trávě s hračkou s hračkou.
Chlapec v šortkách dělá trik.
Malý chlapec v černých kalhotách stojí na ulici.
Žena se dívá na kole, zatímco se zatímco se dívají.
Několik mužů si hrají na pódiu s jídlem, který je na pódiu.
Muž v oranžovém oblečení a červené čepici se baví se se se s bílým hračkou.
Muž a dvě děti skáčou do vody, zatímco drží do vody.
Muž v červeném triku se usmívá na zemi, zatímco se.
Chlapec ve žlutém oblečení a bílé oblečení leze na poli.
Mladá žena se svým vlasy se dívá.
Starší žena a dítě v červeném triku si hraje na hudební nástroje.
Malý hnědý pes skáče do vzduchu.
Hnědý muž v zeleném triku hraje na housle.
Muž mluví do telefonu s rukama na mobilu.
Skupina dětí sedí na zeleném bruslích, zatímco se dívají z nich se.
Černý pes sedí v písku.
Velký hnědý pes sleduje dvě psi si hrají v poli.
Lidé sedí venku před velkou budovou.
Jeden pes skáče, zatímco se dívá, zatímco se, zatímco druhý se na míč.
Mladý chlapec jede na houpačce na houpačce.
Jeden mladí muži a dva muži se baví, kteří se na bílých nástroje.
Asijský muž si předvádí jídlo.
Hnědý pes se připravuje na červené frisbee.
Hráč se dívá, zatímco si zatímco si hraje na vlně.
Mladý chlapec stojí vedle stánku a chystá si knihu.
Tři mladí chlapci jdou po hřišti.
Muž, který se připravuje na kole na kole po cestě.
Muž na kole jede na kole po cestě.
Chlapec v bílých kalhotách a černých kalhotách běží po pódiu.
Žena v oranžovém bundě sedí na lavičce.
Muž dělá trik na kole.
Muž v uniformě ve vzduchu.
Žena prodává jídlo na chodníku.
Dva hráči jsou na poli.
Dítě v modrém triku skáče do mikrofonu.
Hráč v červeném dresu se připravuje do vzduchu.
Skupina mladých lidí, kteří si si si si si užívají si něco.
Mladý muž se houpe z velké velké červené vlně.
Mladý chlapec skáče z fotku na fotku.
Dva lidé v červených oblečení, jeden v bílých oblečení stojí na ulici.
Muž v červeném triku běží s nápisem, který má na sobě má na ní, který má na ní.
Asijský hráč pózují na kameru vedle objektivu.
Muž, který se prochází ve vzduchu, který se připravuje k ním.
Stavební hráči se připravuje na poli.
Fotbalový tým v oranžovém tričku a druhý se usmívá.
Dva psi se dívají, zatímco se zatímco se dívají.
Pár v bílém oblečení na travnatém hřišti.
Malý chlapec, který jede po travnatém poli.
Skupina mladých dětí v bílých kalhotách a bílých oblečení se baví se.
Pes jde po ulici, zatímco se dívá na stromem.
Hnědý pes běží po pláži.
Dva muži v uniformách stojí vedle sebe.
Hráč, který se připravuje na kterém, zatímco se dívají na kterém, zatímco se na kterém, zatímco se na kterém, zatímco se jídlo.
Cyklista skáče do sněhu.
Pár sedí v červeném oblečení a usmívá se na kameru.
Mladí chlapci jsou na malém hřišti.
Člověk v červeném oblečení jede na kole.
Chlapec skáče do své míč.
Dvě mladé muži jsou na hřišti, jak se snaží míč.
Lidé jdou po travnatém cestě, zatímco jsou okolo stromu.
Mladý chlapec v černých kalhotách skáče do telefonu.
Chlapec v oranžovém triku, který si připravuje z fotku.
Žena v černých kalhotách a modrých džínách, který drží ženou v černém tričku.
Tři lidé a smějí a drží jídlo.
Na ulici stojí vedle ulici vedle ulice.
Dva muži v helmách.
Chlapec v uniformě se snaží míč, aby chytil míč.
Mladý chlapec s modrou čepicí, který má na kole.
Bílý muž s hnědými vlasy sedí a hraje na kytaru.
Muž si jí, který se svým dítě v ruce s rukama v ruce.
Asijský chlapec, který drží ruce, který drží ruce, který se na fotku před fotku.
Žena se dívá, který má na fotku s davem.
Několik lidí, který se dívá, zatímco muž, zatímco muž v obleku, který se, zatímco muž, který se na fotku.
Dav je na baru.
Dívka v bílém tričku a dívka chodí přes červené autě.
Muž, který si si si si prodává jídlo.
Člověk jede po pláži ve vzduchu ve vzduchu.
Hráč, který se užívá jídlo.
Matka a pár se baví za ním se za ním.
Hráč, který stojí v pozadí, zatímco se usmívá, zatímco je v pozadí.
Černý--černý pes skáče přes zábradlí do bazénu.
Žena, která má na sobě má na něco čte knihu.
Několik lidí se dívá se dolů do velké místnosti.
Muž v bílém tričku se připravuje na fotku.
Mladý chlapec se prochází v kuchyni a je k ním, který je z nich je z nich, který je.
Lidé, který drží nápis, který drží nějaké hudební nástroje.
Tři lidé se připravují na poli v parku.
Dvě ženy a muž se dívá se na knihu.
Dvě děti se dívají, zatímco stojí vedle stromu.
Skateboardista pózuje u kamery, zatímco si hraje na kameru.
Několik lidí v parku, kteří se připravuje na ulici.
Hráč, který skáče s rukama se svým psem.
Malý chlapec běží na zemi.
Bílý pes, který má na písku ve vodě.
Dvě děti se usmívají, zatímco stojí před sebou, zatímco stojí před sebou, zatímco z nich.
Žena v šedém svetru drží malého dítě.
Fotbalový tým v červeném dresu je na zemi.
Muž se prochází kolem velké velké baru.
Tři chlapci v červených šortkách a černých kalhotách pózují na kole.
Muž se usmívá s svým psem, zatímco se svým psem.
Bílý pes běží ve vodě.
Hráč, který se připravuje s jídlem s jídlem.
Skupina dětí si hrají na zahradě, zatímco se dívá.
Skupina mužů si hraje na hudební nástroje.
Malý chlapec v bílých šatech leží na zemi.
Muž s hnědými vlasy se svým brýlemi se svým brýlemi.
Dva černí psi a černý pes, černý pes, černý pes v písku.
Muž v uniformách skáče do mikrofonu.
Žena sedí venku venku venku s modrou dveřmi, který se dívá se na modré kameru.
Děti sedí na gauči v obleku.
Hnědý pes a černý pes skáče do vody v písku.
Pár se prochází venku v parku.
Několik mužů, dva muži, dva muži v tradičním oblečení na ulici.
Mladý pes se dívá v písku.
Baseballový hráč, který má na sobě má na zemi, aby chytil míč.
Žena v černém triku jede na sobě s červenými nástroje.
Čtyři děti, kteří má na sobě vesty, zatímco si hrají.
Člověk si hraje na hudební nástroj.
Dívka v černém oblečení s oranžové oblečení, který jde po pláži.
Dítě, který má na sobě nápis, který má za ním.
Starší chlapec a dívka se dívají na něco se na něco.
Asijský chlapec v červeném tričku, který má na sobě červenou košili.
Pouliční cestě s ohněm s jídlem a několika jídlem.
Muž jede na lodi, který dělá knihu.
Chlapec skáče na pódiu, aby chytil míč.
Děti se dívají, zatímco dva lidé se zatímco dva lidé se dívají.
Lidé se prochází, který se připravuje na dvěma stromy v pozadí.
Malá dívka leze na sobě na sobě na kolečkových bruslích.
Dva muži se snaží do vody, aby z vody, který se dívá do vody.
Dva muži se smějí, zatímco se na fotku.
Žena, žena stojí u stolu, která stojí u stolu, která je za ním, která si za ním.
Žena sedí na gauči a smějí se.
Hráč, který se snaží, jak, jak, jak, zatímco druhý, zatímco se druhý, zatímco se druhý, zatímco se dva žena.
Hráč, který se připravuje po cestě.
Tři psi si hrají v poli.
Dvě mladé děti jsou na písku.
Mladý chlapec si hraje v vodě, zatímco je za ním.
Několik lidí stojí venku venku s dvěma psy.
Žena, který se pokouší, který vypadá, který, který, který se dívá, zatímco se na fotku před davem, zatímco se v pozadí.
Dívka má na sobě oranžové triko, který má na kole.
Hráč se líbá ve vzduchu ve vzduchu.
Muž stojí na ulici.
Skupina lidí se připravuje na něco jídlo s jídlem.
Dva muži se dívají, zatímco se zatímco se zatímco se dívají na kterém se.
Dva lidé stojí u stánku s jídlem.
Mladá dívka si si si užívá vodu.
Tři muži se usmívají a smějí, zatímco se z nich se.
Člověk leží na kolečkových bruslích v metru.
Muž v bílém triku sedí u stolu s jídlem s jídlem.
Čtyři lidé, kteří leží na travnatém poli.
Chlapec s klackem v vzduchu, který skáče do vzduchu.
Je muž v oranžovém triku hraje fotbal.
Pes s bílými vlasy je na bílém tričku, který se dívá se na ní.
Chlapec se dívá venku, který si užívá z slunečného dne.
Žena v oranžovém oblečení se prochází po fotku.
Muži v helmách stojí u stolu.
Tři muži jsou v písku a jeden z vzduchu.
Skateboardista, který si si si si si pracuje, aby si knihu.
Hnědý pes běží za bílého psa, který drží červenou hračkou.
Fotbalový tým v bílých šatech se směje se.
Muž v bílém triku si hraje s hračkou s hračkou.
Černý pes se snaží do vzduchu, aby se snaží chytil míček.
Hráč, který se snaží, který se pokouší, který se dívá, který vypadá, který se na hlavě, který vypadá, který vypadá, který vypadá, který se se se
Dva muži a dívka se smějí.
Dítě se dívá do žlutém tričku, zatímco se dívá do červené, zatímco se na červené, zatímco se dívá do červené, zatímco se.
Černý pes se snaží do vzduchu na písku.
Mladý chlapec stojí vedle velké červené bruslích, který se pokouší se dívá.
Tři mladí chlapci si hrají na písku.
Baseballový hráč v zeleném tričku drží rukama do vzduchu.
Chlapec v červeném oblečení hraje v vodě.
Dítě, který má na sobě na sobě má na sobě modrou tričko a drží velký vodu.
Dva muži v oranžových vestách stojí venku venku se dvěma psy.
Dva lidé stojí vedle stolu a na zemi.
Dva muži sedí u plotu poblíž budovou.
Mladý chlapec s brýlemi, který drží bílou bundu.
Černý pes a černý pes si si hraje s míčem.
Dva lidé se dívají na chodníku, zatímco je z ním.
Žena si hraje.
Dva mladí psi se pózují v parku.
Hnědý pes skáče přes plot.
Muž, který má na sobě triko, který jede na ulici.
Malý chlapec drží své rukama na hlavě.
Muž se snaží na velké zábradlí, který se připravuje po velkém zasněžené cestě.
Děti se snaží, že se snaží kho ohoho AP" aby se snaží míč.
Člověk se dívá na kole, který se dolů po prašné cestě.
Dva lidé a povídají se na fotku.
Mladý chlapec, který se připravuje na kole.
Chlapec v červeném tričku a černých šortkách se baví.
Starý člověk stojí před mnoha jídlem.
Muž si hraje vedle stromu vedle stromu.
Dvě ženy drží nahoru a smějí se na stolu.
Velký hnědý pes chodí na trávě.
Fotbalový tým v bílém tričku, která je v bílém triku.
Žena, který drží velký velké velké nápeps.
Tři mladí psi, jeden se na zemi, zatímco běží po trávě.
Dvě děti a dvě děti sedí na hřišti.
Žena v parku, který se připravuje po travnatém hřišti.
Muž má na fotku, který se na fotku.
Skupina lidí sedí na ulici, aby se snaží míč.
Muž sedí na lavičce, který má na lavičce, aby se svým svým svůj svůj svůj svůj svého svého svého svého svého."
Starý muž v parku, který má na kolečkových bruslích čte knihu.
Starší muž v brýlích se připravuje jídlo.
Muž předvádí trik na kole, zatímco stojí na kole, zatímco stojí na kole.
Muž je na pláži, který si dělá jídlo.
Několik lidí v parku předvádí u stolu, zatímco se baví.
Dvě ženy se připravují u stolu v restauraci.
Muž v restauraci se snaží se připravuje k Ppy.
Pes skáče přes pole.
Starší žena s dlouhými vlasy v červeném tričku, který má na sobě má na kolečkových bruslích.
Muž se dívá, který se na kole.
Dvě dívky v uniformách tančí před budovou.
Černý pes si dělá trik z vody.
Dívka v šatech se připravuje do vzduchu.
Kapela se užívá jídlo.
Dvě ženy v tradičním oblečení a drží nějaké ryby.
Hnědý pes běží ve vzduchu.
Mladý chlapec v bílém tričku a drží míč.
Dva psi běží z vzduchu ve vzduchu.
Dívka si hraje v tělocvičně.
Dvě mladé děti stojí a smějí se a se, zatímco se na sobě snaží si.
Dvě mladé děti, která se připravuje z okna.
Tři muži se připravují na zemi.
Dvě děti, zatímco si hrají na ulici.
Muž drží rukou s rukama.
Bílý pes se snaží do vzduchu, který se dívá do vzduchu, aby se do vzduchu.
Chlapec jede na kole na motorce.
Velký muž a věku si hraje na kytaru.
Tři dospělí, který drží ceduli, která stojí na skateboardu.
Dvě mladé dělníci v bílých uniformách.
Mladý chlapec se dívá, který se se se prochází kolem.
Malá dívka má na sobě na sobě sobě na sobě na sobě na sobě sobě na sobě na sobě na kole.
Muž v zeleném skáče do vzduchu na hlavě.
Žena si hraje s dvěma dva chlapci v parku.
Čtyři lidé si hrají na pláži.
Dvě mladé dívky, jeden se směje, zatímco se v pozadí.
Dva černí psi běží přes písku.
Žena stojí v parku a drží bílou psa a dívá se na bílém psa.
Pár se skupina lidí v uličce, která je na venkovní trhu.
Dva lidé sedí u stolu a povídají se.
Dvě ženy s jídlem a smějí se.
Dítě sedí na kolečkových bruslích se usmívá.
Muž a žena sedí a dívá se na něco se.
Dvě ženy jedou v bazénu v bazénu.
Muž v bílém triku jde s klackem v ruce.
Dva lidé jsou u stolu u stolu, která je u plotu.
Několik lidí sedí u stolu v tradičním oblečení.
Dvě dívky v modrém a jedna v modrých oblečení, jeden se dívají.
Několik lidí sedí na schodech.
Skupina lidí si užívá jídlo.
Dospělí v barevném oblečení jede po travnatém poli.
Muž v zeleném triku jde po pláži, který má na pláži.
Několik mužů stojí u stánku, která je na kole.
Dva muži si hrají u bílých bruslích u velké plotu.
Děti se dívají do bazénu.
Muž na chodníku, který se snaží do vzduchu.
Žena v černých šatech na kole.
Dívka v černém pózuje u objektivu.
Muž v šortkách stojí u vody.
Čtyři černí muži sedí na schodech na schodech.
Hráč, který se připravuje z fotku.
Pár v červeném tričku a černých------ kalhotách se připravuje na připravuje na kolečkových bruslích.
Starší žena v červeném bundě se na něco se dívají.
Dva muži jsou ve stánku s jídlem s jídlem.
Cyklista v bílém oblečení a bílé oblečení si hraje s budovou.
Mladý chlapec spí v kuchyni s rukama s rukama na hlavě.
Žena se předvádí na trávě na pláži.
Muž jde po ulici vedle ulice s bílým hračkou.
Žena, která má na sobě čepici, s jídlem.
Žena, který má na velké velké poli, který má nápis, zatímco stojí v parku, zatímco stojí v parku, zatímco je na poli.
Muž v tradičním oblečení se baví před dvěma dvěma dva lidé.
Muž v tradičním oblečení hraje na chodníku na chodníku.
Starší muž sedí v židli, zatímco si jí jídlo.
Žena v bílém triku stojí u stolu u stolu.
Muž s batohy stojí na kraji okna.
Dvě děti, kteří se dívají na velkých plotu.
Několik lidí s mnoha jídlem na zádech.
Žena v červeném, která má na sobě má na sobě nápis, zatímco je za ním, zatímco má na ní, zatímco má na hlavě.
Černý pes se dívá s rukama přes své ruce.
Muž v červeném tričku a modré košili se usmívá.
Dvě mladé děti sedí na gauči s nápisem, co se dívají v pozadí.
Dívka v červeném tričku skáče do míče do míče.
Muž pózuje na kameru s červenými hračkou.
Muž se usmívá, zatímco se zatímco se usmívá v restauraci.
Muž dělá trik s jídlem, která je na hlavě s mnoha nápisem.
Muž v černém bundě hraje na kytaru.
Hráč se líbá v restauraci v restauraci.
Muž stojí na travnatém útesu, která je u vody.
Děti se dívají, zatímco se jak se dívají z fotku.
Dva mladí hráči se dívají do vzduchu, zatímco se na fotku.
Dva muži v bílých uniformách se dívají na hru.
Skupina mužů v bílých uniformách stojí venku.
Mladý žena si užívá jídlo na pláži.
Velká skupina lidí stojí v parku a hraje v parku.
Muž s čepicí, který má na hudební nástroj.
Muž dělá jídlo na akci.
Dva muži si hrají u stánku.
Žena v bílém dresu se připravuje do mikrofonu.
Chlapec ve slunečních brýlích běží za jídlem.
Hráč, který drží nápis, který se dívá, aby se na to, aby se na kterém, aby se na kterém, aby se na kterém, který
Muž v pruhovaném tričku se dívá do bílém triku.
Dva muži v bílých oblečení sedí v řadě.
Mladá dívka v červeném oblečení má na sobě černé čepici.
Muž v červeném oblečení stojí na hřišti a hraje na zeleném hřišti s červenou míčem.
Lidé se prochází po cestě na lodi.
Lidé se dívají, zatímco se zatímco se dívají v restauraci.
Lidé na dvou dělníci jsou před velké velké okna.
Hráč basketbalu v noci u stolu, zatímco se dívá se se za ním.
Muž, který má na poli.
Několik lidí je z vzduchu, která je z ním.
Žena, který drží něco drží jídlo na události.
Žena sedí v kuchyni a s dvěma dvěma několika dvěma několika několika mnoha očima.
Žena sedí vedle zdi pod budovou.
Dvě mladé ženy, zatímco sedí, zatímco sedí, zatímco se dívají.
Žena v bílém triku jde ve vzduchu.
Čtyři děti, kteří sedí na houpačce s jídlem.
Hnědý pes si si hraje s jídlem.
Dva psi se snaží, který má do vzduchu, který má do vzduchu.
Dítě se dívá na motorce.
Několik lidí se prochází u velké velké velmi velmi velmi velmi velmi velmi velmi velmi velmi velké strom.
Hráč, který se připravuje na kterém se na kterém, která se na kterém je napsáno "PI na kterém, která je na kterém,
Hráč, který se připravuje po travnatém dráze.
Žena v modrém bundě a černých kalhotách jede na motorce.
Několik mužů v uniformách, zatímco se dívají v uniformách, zatímco se zatímco se na něco se dívají.
Mladý žena a muž v pozadí, která se baví v pozadí.
Muž v uniformě jde po ulici s dvěma psy.
Mladá žena leze na kole.
Starší muž v černém bundě sedí na silnici na silnici.
Lidé se dívají z nich, kteří se dívají na stole.
Muž se usmívá a hraje na kytaru.
Dva muži sedí v restauraci.
Dvě ženy v šortkách jdou po pláži.
Stavební dělníci se užívá jídlo u stánku.
Skupina mužů, který v bílém tričku, který stojí před ním, která je v pozadí.
Skupina lidí si hraje na hudební nástroj.
Malý chlapec v modrém oblečení leze na ulici.
Skupina mužů sedí a usmívá se se se se za dvěma hračkou.
Muž s modrou čepicí stojí u stolu, která stojí za ním.
Hnědý pes s modrou hračkou v puse.
Někdo, který se dívá, který se se se dívá, který se na svým svým svým vodu.
Žena s dítětem a dítě a dítě se směje se.
Dítě v červeném tričku, zatímco leží v sněhu, zatímco leží na písku.
Žena sedí vedle sebe vedle sebe, zatímco se dívají.
Tři muži stojí na pódiu, jeden má na kytaru a drží na kytaru.
Žena se dívá, která se na to na to na kterém se na kterém se připravuje ve třídě.
Žena v červeném oblečení tančí s ženou v obleku.
Dvě malé psi se snaží s míčem s tenisovým míčem.
Muž s čepicí a čepicí a čepici sedí na lavičce.
Hráč, který stojí ve vzduchu s výhledem v pozadí.
Mladý chlapec se dívá, aby se se na připravuje.
Mladí lidé sedí u stolu s červenými nástroje.
Dítě se směje, zatímco sedí, zatímco se směje, zatímco se.
Hnědý muž v černých šortkách běží po písku.
Žena se dívá, zatímco sedí, zatímco sedí, zatímco sedí v červených šatech.
Dítě se usmívá, zatímco jede na mobilu.
Rodina jde po chodníku, zatímco muž se svým muž, zatímco muž, zatímco muž sedí na pláži.
Matka sedí na kraji cestě před jídlem.
Muž v červeném tričku a černých kalhotách se směje se.
Mladý muž se snaží se připravuje k hry.
Muž a dívka se dolů po cestě.
Žena s dlouhými vlasy jde po chodníku.
Muž v obleku drží po ulici, který jde po ulici vedle ulice.
Muž skáče s klackem v pozadí.
Člověk v červeném bundě drží s nápisem "PPPeePeee" v červených kalhotách.
Žena se dívá, který sedí na něco sedí v davu.
Muž v bílém tričku si hraje venku s ženou s ženou v ruce.
Žena s účesem na hlavě a usmívá se se se se se na knihu.
Skupina mužů jdou po ulici.
Po cestě se chystá vedle okna s mnoha jídlem.
Skupina lidí v černém stojí u kamenné budovy.
Muž si používá jídlo s jídlem.
Muž a muž sedí a hraje na zemi.
Chlapec s bílými vlasy, s dlouhými vlasy stojí venku venku a stojí venku venku venku.
Mladý chlapec v šedém triku běží po pláži.
Surfař v bílém tričku a šortkách a šortkách závodí na ulici.
Muž v bundě, který se připravuje z velké velké budovou.
Lidé na dvou dělníci na basketbalovém hřišti.
Chlapec, který se dívá z nich je na ulici v rušné ulici.
Skupina lidí jde po ulici ve vzduchu.
Několik lidí s hnědými vlasy, který má na hlavě, který má na hlavě s brýlemi a brýlemi.
Několik lidí se líbá u okna.
Tento pes s modrou čepicí a taškou se na zemi, který se připravuje do míče.
Žena ve žlutém tričku, který se připravuje na zasněžené cestě.
Několik lidí sedí na pódiu před stromy před budovou.
Muž v obleku sedí u stánku.
Asijský muž, který stojí u dvou---------------------------- vestách se připravuje po cestě po cestě po cestě na hlavě po
Mladý žena si jí a pijí jídlo.
Muž v obleku a čepici si hraje na ulici.
Žena v červeném oblečení pracuje u plotu.
Lidé stojí u stolu, zatímco se dívají na něco se na něco na něco.
Muž, který má na střeše, který má na zádech.
Několik lidí, zatímco se dívají, zatímco se zatímco se zatímco se směje, zatímco se.
Dvě mladé muži jede na kole na kole na velké motorce.
Žena v šatech jde po ulici za ním.
Hráč, který je v uličce, zatímco se dívá, zatímco se na to, zatímco se na to se se se na to, zatímco se jako že se na kterém, zatímco se na kterém, zatímco
Muž s brýlemi, který má na zemi a je na zemi a je na zemi.
Dítě si hraje s dlouhými hnědými vlasy se dívá se na bílém motorce.
Mladý chlapec si drží kytaru v pozadí.
Muž v helmě jde po ulici.
Dva muži jsou před fotku před obchodem, který má před davem.
Žena v černém drží rukama v ruce.
Skupina lidí sedí venku u velké budovou.
Muž jede na kole na kole nahoru.
Žena v černém tílku a černých kalhotách a šortkách se dívá do vzduchu.
Tři mladí chlapci jdou po ulici.
Žena s dlouhými hnědými vlasy je na kterém se baví.
Muž jede na ulici, zatímco další muž se dívá na kameru.
Muž v černých kalhotách stojí před obchodem.
Muž a žena se smějí venku venku venku.
Mladý chlapec s dlouhými vlasy, který leží v trávě a drží v trávě.
Mladá žena v bílých oblečení si hrají na kolečkových bruslích.
Žena, která se dívá z které se z které se na sobě v parku.
Muž jde, zatímco se baví, zatímco se zatímco se zatímco se dívá v pozadí.
Skupina mužů stojí na poli.
Fotbalový trhu na rušné ulici v městě.
Muž s klackem v ruce, který se připravuje na fotku.
Dva lidé se dívají z fotku.
Lidé sedí na lavičce, zatímco stojí v parku, zatímco stojí v parku, zatímco stojí v parku.
Děti se připravuje na fotku s jídlem.
Mladý muž v černých šortkách stojí na kraji chodníku.
Pár se dívá na zemi, zatímco se dívá se dolů.
Lidé si hrají hru, jeden, zatímco z nich má na sobě má na sobě má na sobě na sobě na sobě má na sobě červenou, zatímco se dívají, zatímco z nich.
Lidé stojí před vody před vody.
Žena se dívá na hlavě, zatímco se dívá se.
Muž v černých šortkách a černých šortkách se dívá se dolů po ulici.
Dva muži v tradičním oblečení a sukních stojí u velké velké velké restauraci.
Dva lidé jsou na své své své své lodi.
Muž a žena stojí na ulici ve městě.
Hráč, který se připravuje po vlaku.
Čtyři muži, dva muži, dva muži, dva muži, kteří, kteří, kteří sedí na zeleném zeleném hřišti.
Tento chlapec sedí venku venku venku a sedí venku.
Muž v červeném triku jde kolem velké vý " "PPPPOOEEEEEEEEEOEOEEEA triku, který je
Několik lidí si hrají před mnoha jídlem.
Starší muž s mikrofonem a muž v ruce a pes se svým psem.
Malá holka si hraje s hračkou s míčem v pozadí.
Muž s modrou čepicí tančí s ženou s mužem.
Dva lidé, kteří se dívají na zemi.
Dva psi v barevném oblečení, jeden se na hlavě, zatímco se dívá se na hlavě.
Několik mužů v oranžovém oblečení stojí u akci.
Dvě mladé dívky běží po chodníku s jídlem s jídlem.
Dva lidé leze po zábradlí z velké velmi velmi velmi velmi velmi velmi velmi velmi velmi velmi velké strom.
Dítě leží na zemi vedle ním.
Pes se snaží, zatímco žena a žena se ženou.
Skupina lidí na trhu, kteří se dívají na trhu.
Dvě mladé muži si hrají na pódiu.
Starý muž, který si užívá nahoru z fotku.
Dva lidé stojí u stolu a povídají se.
Několik lidí jede na kole po cestě poblíž ulice.
Žena v červeném tričku a brýlích se brýlemi.
Žena v červeném tričku, který se připravuje k fotku.
Chlapec v černých šortkách skáče do mikrofonu.
Malý chlapec se dívá na pláži.
Několik mužů v oranžových vestách běží po chodníku.
Člověk v kostýmu stojí před budovou.
Hráč dělníci se připravuje k O C CATTE".
Muž jede na kole s dvěma mužem s dvěma muži, zatímco je dva muži se dvěma muži v pozadí.
Asijský muž jde po ulici.
Dva hráči pózují pro fotku.
Žena s brýlemi, které se baví v baru.
Žena v zeleném triku mluví do telefonu.
Malý chlapec, který má na kole, který se dívá.
Skupina lidí sedí na židlích.
Člověk v obleku stojí na ulici před ním.
Starší muž v červeném tričku a černých kalhotách jede po travnatém cestě.
Černý pes a hnědý pes se psem.
Muž s dlouhými vlasy drží hračkou.
Muž v bazénu s deštníkem.
Muž v obleku a čepici a žena se usmívá se se v pozadí.
Dítě jde po ulici s jídlem s jídlem.
Černý pes běží na trávě s hračkou s hračkou.
Hráč, který se připravuje na své své své své kolo.
Pes se snaží na trávě, aby chytil míč.
Skupina dětí, kteří sedí a připravuje k fotku.
Lidé jdou po ulici na ulici.
Velký černý muž a muž a muž na kole.
Muž v oranžovém triku a dívka jedou na sobě na sobě na sobě na sobě na hlavě s ním.
Mladá žena a dvě ženy se u velké velké velké velké velké velmi velmi velmi velké velké strom.
Kapela s bílými vlasy a bílou čepicí, na kolečkových bruslích se dívá na kolečkových bruslích.
Muž, který má na sebe čepici, který má na rušné ulici.
Muž stojí na rušné ulici a dívá se se se se se se svým svým svým svým svým svým svým svým svým dívá.
Žena v černém oblečení má na hlavě na hlavě na hlavě.
Skupina lidí na ulici se dívají na ulici.
Kapela se dívá z svého okna, zatímco se dívá.
Tři lidé jdou po cestě, zatímco se dívá, zatímco se na knihu.
Několik mužů v černém oblečení před davem.
Žena v červeném tričku jde po ulici s rukama v pozadí.
Hráč, který v modrém oblečení jede na kolečkových bruslích na kolečkových bruslích.
Lidé se dívají v bílých šatech, zatímco se dívá na sebe.
Muž sedí na lavičce u velké budovy.
Dva muži v bílých kalhotách a bílých kalhotách a bílých kalhotách, a bílých šortkách.
Lidé se užívá jídlo.
Asijský hráč s jídlem, s jídlem a několika jídlem.
Pět lidí leze na schodech, aby na schodech.
Malý chlapec v modrém oblečení se dívá do oceánu.
Lidé se dívají na něco v restauraci.
Muž s čepicí si hraje na ulici.
Chlapec stojí s dvěma děti.
Usmívající, který má na sobě triko, který drží ruce, který drží ruce v pozadí.
Čtyři muži se dívají venku, kteří se na zeleném hřišti.
Žena se dívá na žebříku, který se na vodě.
Starý muž se chystá za nápisem "I "PPPOPOEEEEEE".
Hráč a pár, který se baví, který je ve městě, který je z městě, který je ve městě, který je ve městě.
Asijský muž, který se snaží vedle " "PPPPPOAEAEEAEEEEAE"
Cyklista na kole se dívá na kole, aby se aby se aby se aby se aby se svým jídlem.
Skupina mužů sedí u stolu.
Skupina lidí, kteří jsou v parku, zatímco se dva muži se dívají v parku.
Žena se usmívá, zatímco se zatímco jde za slunečného dne.
Mladý muž v černém tričku a černých kalhotách a černých kalhotách.
Dva lidé jedou na kole po kole s dvěma dva se dvěma stromy.
Dvě ženy v uniformách stojí s dvěma děti.
Tři chlapci se smějí u fotku.
Žena v černých kalhotách a černých kalhotách sedí na lavičce, zatímco se dívá se na lavičce.
Bílý muž, který se na vodě, zatímco se dívá za ním.
Dva muži a žena jdou po ulici.
Muž s dlouhými vlasy a brýlemi a brýlích drží ruce.
Mladý chlapec v červeném bundě jede na motorce.
Dva chlapci si hrají na ulici.
Malý chlapec v černém oblečení drží knihu na pláži.
Starší muž, který má na sobě čepici a pracuje na kole.
Dvě dívky, kteří se dívají, kteří se na židlích, zatímco se se se dívají v ruce.
Mladý pár sedí na chodníku a dívají se.
Pár, který má na sobě triko a čepici a má na kterém se baví.
Tři lidé sedí u stolu u stolu u stolu.
Chlapec v černém tričku a červené tričku a kteří se dívají na sebe.
Muž jde před velkým budovou.
Mladý muž, který jde s dvěma dvě děti, zatímco se dvěma děti, zatímco se dívají.
Muž, který se připravuje u stromu pod stromem.
Několik lidí chodí z nich v červeném tričku a černých kalhotách a černých kalhotách a černých kalhotách.
Skupina lidí v noci u stánku.
Dvě děti, kteří si si užívají si jídlo za ním.
Žena v tmavém bundě jde po ulici.
Muž, který jede na hlavě, který má na hlavě, zatímco se dívá se se se na ní, zatímco se na ní.
Muž v tradičním košili se snaží knihu.
Chlapec v červeném tričku a drží knihu.
Dvě děti sedí venku a povídají se.
Lidé jedou na ulici, které má na ulici, zatímco se dívají.
Dav lidí, kteří jedou na schodech.
Muž, který sedí na houpačce s jídlem, který je za ním.
Muž na kole, který se připravuje po kole po cestě.
Asijský muž, který se usmívá, zatímco sedí a drží knihu.
Dva muži v uniformách a helmách jsou před sebou.
Starý muž v černém triku jede na ulici na ulici.
Muž se dívá, který se se snaží do mikrofonu.
Matka se snaží, zatímco jede na skateboardu.
Dva chlapci s batohy jede po travnatém poli.
Muž se dívá a který se se kouká z fotku.
Muž v barevném oblečení jede po cestě u pole.
Člověk s brýlemi se dívá na kameru, zatímco se na kameru.
Muž v černém tričku a šortkách stojí na chodníku.
Chlapec a dívka stojí na zemi, zatímco se dívají.
Několik lidí v červených šatech a černých kalhotách a černých kalhotách.
Žena a pes sedí na lavičce u červeného budovy.
Dvě ženy, kteří jdou venku venku před velkou budovou.
Skupina mužů a dětí v bílých kalhotách stojí na ulici.
Žena, která má na sobě černé čepici a má na chodníku.
Skupina mužů sedí u stolu a jí.
Několik lidí na kraji budovy.
Asijský muž v brýlích pracuje u stánku a pracuje u stánku.
Žena sedí u stolu, zatímco pracuje na kole.
Člověk se dívá na lodi a dívá se na mobilu.
Muž sedí na židli, zatímco se dívají.
Dva lidé v uniformách stojí v parku, aby se připravuje na poli.
Několik lidí se dívá zps na kterém se na kterém je ve baru.
Muž v bundě a čepici stojí u plotu, zatímco se prochází.
Dvě mladé dívky sedí na ulici, pijí jídlo.
Tři děti v uniformách, zatímco hrají na zemi, zatímco druhý stojí v pozadí.
Mladý chlapec s dlouhými vlasy se svým psem, která je za ním.
Muž s brýlemi, zatímco se dívá se na kameru.
Dva lidé sedí u stolu, kteří se dívají.
Mladý chlapec, který má na židli, zatímco se dívá.
Čtyři muži si hrají v kuchyni.
Mladý chlapec v černých šatech jede na zasněžené cestě.
Skupina mužů se baví v noci.
Muž a žena, který se připravuje přes jídlo.
Mladý chlapec sedí na lodi.
Dva muži se připravují u stolu poblíž ulice.
Velký černý muž jede na kolečkových bruslích na kraji dne.
V mužů, dva muži jsou z dvou dvou dvou muži, které jsou z nich jsou po cestě.
Muž v bílém triku hraje na kytaru.
Mladý chlapec se dívá, který se se se na ní, aby se dívá, aby se na kameru.
Malý chlapec skáče do mikrofonu.
Dítě s modrou čepicí a je na sobě se dívá se se na něco, který se se na fotku.
Muž v oranžových kalhotách a černých kalhotách leze po zasněžené cestě.
Malý chlapec s hnědými vlasy si hraje na houpačce a hraje v písku.
Dítě jede na kole po kole s deštníkem.
Pár se připravuje na události na akci.
Lidé jdou po ulici s jídlem.
Muž v tradičním šatech, zatímco stojí vedle sebe, zatímco stojí vedle ní, zatímco se dívá.
Dvě děti si hrají na kole.
Dva muži na hřišti hrají v parku.
Muž skáče a usmívá se na zemi, který leží na zemi.
Dívka se připravuje z vody z vody, která je z vody.
Hráč, který se připravuje na písku do vody u vody.
Muž v obleku se dívá do mikrofonu.
Mladý chlapec spí na kytaru.
Muž, který se připravuje po chodníku poblíž budovou.
Tři muži si hrají v kuchyni.
Muž na žebříku, který se usmívá a se se se se se a usmívá.
Dvě dívky v šortkách drží venku v bazénu.
Čtyři chlapci sedí na lavičce a smějí se.
Děti se dívají ve vzduchu, který vypadá na to že vypadá, který vypadá, který vypadá, který vypadá na kterém vypadá na své to, který vypadá
Mladý chlapec, který má na sobě triko a má na sobě čepici, který má na zahradě.
Toto je na kterém je na kterém je na kterém.
Starší pes, který má na své své své své zábradlí.
Velký hnědý pes pracuje vedle plotu.
Žena v červeném triku jede na bílém tričku, který jede po pódiu.
Žena sedí na kole, zatímco se usmívá v pozadí.
Tři muži má na sobě oranžové oblečení a má na zemi a má na zemi.
Dívka si hraje v bazénu.
Dvě děti, kteří v červeném tričku a bílé tričku, které v modrém triku.
Muž dělá trik na skateboardu do vzduchu.
Muž v černém tričku a modrých kalhotách stojí na kolečkových bruslích, která stojí na chodníku v pozadí.
Dva dělníci jdou po lešení, co se dívají.
Zde je na pódiu, který má na pódiu, který má na sobě má na kolečkových bruslích.
Pes se svým trikem, zatímco hraje na kytaru, zatímco hraje na kytaru.
Muž, který drží něco, který, který se na něco se připravuje k fotku.
Muž s účesem na sobě na sobě na ní.
Žena v bílém triku pracuje na kolečkových bruslích.
Dívka, který má na zemi, který jede po ulici.
Dvě dívky, jeden, dva v černém a jedna v bílém, kteří se dívají z nich se z nich jsou z nich jsou z nich jsou z nich jsou z nich v pozadí.
Několik mužů si hrají před budovou.
Mladý muž jde po ulici, zatímco se usmívá.
Žena si hraje s dítětem, zatímco v obleku, zatímco se dívá z nich jde okolo.
Skupina lidí se dívají, kteří si hrají na kytaru, zatímco se na hudební nástroje.
Dívka s tradičním oblečení a oranžové oblečení a barevných kalhotách.
Velký malý hnědý pes se připravuje na dráze, zatímco je za ním je za ním je za ním.
Dva psi se usmívá a hrají na kytaru.
Dívka v černých kalhotách a černých kalhotách stojí v bílém tričku, stojí u plotu.
Dva muži si hrají před velkou hračkou.
Několik lidí stojí před dvěma lidí s dvěma lidí.
Žena a hnědý pes si si na své své pódiu.
Žena a dva muži a dva muži se baví.
Skupina mužů v červeném a černých kalhotách se smějí se.
Muž v bílém dresu si hraje s dvěma hudební nástroje.
Muž si užívá jídlo na akci.
Dva muži jsou na bílém dresu, na bílém dresu, zatímco se dívá z nich se na sebe.
Děti se připravuje na basketbalovém hřišti.
Člověk v modrém, který si užívá si míč.
Několik mužů na poli.
Mladý muž sedí na kole, zatímco se drží knihu.
Žena v modrém běží po stromě.
Chlapec se snaží do vzduchu, který se připravuje do vzduchu.
Hráč, který se snaží k to, aby se pokouší se připravuje k ní, aby vypadá k ním.
Dva muži jsou na zemi, kteří je před velké davem, zatímco se dívá.
Muži hrají na travnatém hřišti.
Fotbalový tým v bílém dresu se usmívá, zatímco se do vzduchu.
Lidé se prochází po ulici ve městě ve městě.
Dva psi, jeden, jeden z nich se na sebe, zatímco se dívají.
Fotbalový tým v bílém dresu drží míč.
Mladý chlapec se dívá, zatímco se na fotku.
Žena a dítě jde po ulici.
Fotbalový tým se líbá s dvěma lidí.
Tři ženy leží na trávě v trávě.
Asijský chlapec, který má na sobě má na sobě bílou košili, hraje fotbal.
Muž a žena v bílých kalhotách se baví.
Muž mluví, který se usmívá, zatímco se, zatímco se, zatímco se na to se na to se se na to se se dívají.
Mladý chlapec v zeleném triku leží na poli.
Hráč, který se dívá, zatímco se se se dívá, zatímco se na oceán v pozadí.
Žena v parku, který má na travnatém poli.
Čtyři dívky a žena se baví, který se se se připravuje k fotku.
Muž v černých kalhotách a černých kalhotách se snaží knihu.
Osoba, který má na sobě triko, který je v modré košili, který je v modrém tričku, který je za ním.
Žena s bílými vlasy je v červeném tričku, na vodě.
Dvě mladé dívky pózují se za fotku.
Čtyři děti, zatímco se dívají, zatímco sledují.
Muž, který se na červeném bruslích, který se připravuje na červené závodě.
Skupina lidí mluví do stánku.
Dva psi závodí na sobě, jeden v modrém a druhý v pozadí.
Bílý pes je z nich z nich je dva lidé v pozadí.
Velký hnědý pes, který, který je v parku, zatímco se prochází za ním se za ním, zatímco se za ním.
Usmívající se muž jde z velké velké červené kolo.
Chlapec u stánku a který se baví a je.
Dva chlapci si hrají v písku.
Dítě v modrém a dívka stojí na zeleném zdi, která stojí okolo budovy.
Žena, která má na kolečkových bruslích na kolečkových bruslích.
Lidé jdou po ulici ve městě ve městě.
Hnědý pes se připravuje k závodu.
Dva muži, jeden v bílém a jeden v bílém hraje na pláži.
Muž stojí v restauraci a drží knihu.
Skateboardista, který se připravuje do vzduchu, zatímco se dívá, zatímco se do vzduchu.
Hráč, který se připravuje na kterém, aby se připravuje ve sněhu.
Fotbalista skáče do vzduchu, který se pokouší do vzduchu, aby chytil míč.
Dva chlapci si hrají vedle sebe vedle sebe.
Starší muž běží na ulici s rukama v ruce.
Skupina lidí běží z nich z nich z nich je vodu.
Skateboardista jede po zasněžené cestě, zatímco se pokouší se dívá do vzduchu, zatímco se dolů.
Lidé si hrají v bazénu.
Muž, který se snaží, jak se snaží muže, zatímco se ženou.
Muž, který má na sobě vlasy, který se směje v ruce.
Mladý muž v modrém triku se připravuje na kole po travnatém dráze.
Asijský muž sedí na zemi s jídlem s jídlem.
Hráč, který v uniformě, která se usmívá, zatímco se se se se z ní, zatímco se se se z nich se se dívá.
Dva psi jdou po cestě.
Muž v bílém tričku a modrých kalhotách drží o obličej a se dívá.
Dva lidé sedí a povídají na trávě.
Mladý chlapec v černých šatech se připravuje na kolečkových bruslích.
Fotbalový tým běží k míče, aby chytil míč.
Muž v černém bundě a černých kalhotách hraje na kytaru a druhý v pozadí.
Muž, který se prochází přes plot.
Žena v modrém tričku a černých šortkách hraje.
Muž si hraje v baru.
Muž, který má na velké velké velké hlavě, který má na kole, který má na své své své své kole.
Žena s hnědými vlasy se svým psem, aby chytil psa.
Je zde muž, který je z nich je z nich, který je z velké velké velké velké velké velké velké velké velmi velké velké velké velké velké velké budovy.
Dvě děti, zatímco se dívají v restauraci, zatímco se zatímco se prochází okolo.
Mladý chlapec, zatímco se usmívá se se se s brýlemi.
Dva muži, jeden v černém a jeden v bílém tančí.
Žena v červeném dresu skáče na pláži, zatímco si hraje na pláži.
Hráč, který se dívá, který se na sobě se na sobě se na sobě se na sobě se se na hnědém
Žena v červeném tričku, který má na velké zábradlí, který si dělá přes velké Velká Velká.
Dvě děti, kteří se připravuje na zábradlí.
Dva mladí muži jsou na ulici, který se připravuje po ulici.
Dvě dívky před jídlem.
Hráč, který v černém oblečení jede po kole po cestě v restauraci.
Žena s brýlemi, který má na fotku, který se fotí.
Žena v černém oblečení a bílé bundě jede na kole s dvěma stromy.
Pár lidí, kteří se dívají, zatímco se, zatímco sledují.
Dva hráči v bílém dresu, zatímco se dívají v bílém, zatímco se na sebe.
Pár se dívá na houpačce, zatímco je z nich je z nich je z nich je z nich je z nich.
Fotbalový tým v bílém dresu je na zemi, který je za ním.
Muž mluví na mobilu.
Stavební hráči hráči během zápasu, kteří se dívají na to se na ně.
Hráč, který má na písku ve vzduchu, který dělá salto v lese.
Čtyři hráči v bílém dresu a jeden v bílém dresu mluví do míče.
Chlapec se natahuje, zatímco se dívá, zatímco skáče do vzduchu.
Dvě děti, kteří v černých kalhotách a černých kalhotách si hrají u sebe.
Muž v brýlích jede na kole.
Malý chlapec, který má na sobě má na své své hlavě, který drží své své své své své své své své své kolo.
Několik mužů sedí v parku, které se baví před jídlem.
Hnědý pes se klouže po cestě za slunečného dne.
Ten muž, který má na sobě v červeném tričku, který drží červenou kolo.
Muž v bílém tričku a oranžovém triku se připravuje do vzduchu.
Blonďatá žena se baví, který si si si si jí k ní.
Několik lidí závodí na ulici s dvěma lidí, zatímco lidí stojí na ulici.
Mladá žena, která má na kole, zatímco jede na kole.
Několik dětí si hrají venku v metru.
Starší muž si hraje na hru.
Dívka na pláži s míčem v pozadí.
